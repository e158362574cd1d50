import type { ConsoleCreator, VerificationRequest, VerificationState, VerificationStatus } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { badRequest, notFound, permissionDenied } from '../../lib/http-errors';
import { likeEscaped, pageWindow } from '../../lib/paging';
import type { Caller } from '../../plugins/auth';
import { recordAudit } from './audit';
import { isoOrNull } from '../../lib/iso-time';

/**
 * Creators' verification (issue 20): a creator sends photos of documents (identity; a temple's
 * registration) through the photo upload, and an editor verifies or refuses with a reason the
 * creator reads. A verified creator shows the Verified badge on their cards and pages.
 */

type Executor = Pick<Db, 'execute'>;

interface StateRow {
  verification_status: VerificationStatus;
  verification_reason: string;
  verification_requested_at: Date | string | null;
  verified_at: Date | string | null;
}

const toState = (row: StateRow): VerificationState => ({
  status: row.verification_status,
  reason: row.verification_reason,
  requested_at: isoOrNull(row.verification_requested_at),
  verified_at: isoOrNull(row.verified_at),
});

/** Photo ids (checked UUIDs) as one uuid[] parameter. */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const stateColumns = sql`verification_status, verification_reason, verification_requested_at, verified_at`;

/** Only a creator is verified: anyone else hears 403 (a guest 401 before this). */
function requireCreator(caller: Caller): void {
  if (caller.role !== 'creator' || caller.creatorType === null) {
    throw permissionDenied('Only creators ask to be verified.');
  }
}

export async function myVerification(db: Db, caller: Caller): Promise<VerificationState> {
  requireCreator(caller);
  const [row] = await selectRows<StateRow>(
    db,
    sql`select ${stateColumns} from creator_profiles where user_id = ${caller.id}`,
  );
  if (!row) throw permissionDenied('Only creators ask to be verified.');
  return toState(row);
}

/**
 * A creator asks to be verified, or asks again after a refusal. The documents must be photos the
 * creator uploaded; from now on only the creator and the console see them. Documents of an earlier
 * request that are not sent again are deleted, so none stays reachable by its address.
 */
export async function requestVerification(
  db: Db,
  caller: Caller,
  input: Required<VerificationRequest>,
): Promise<VerificationState> {
  requireCreator(caller);
  const documents = [...new Set(input.documents.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const [current] = await selectRows<StateRow & { verification_documents: string[] }>(
      tx,
      sql`select ${stateColumns}, verification_documents::text[] as verification_documents
          from creator_profiles where user_id = ${caller.id} for update`,
    );
    if (!current) throw permissionDenied('Only creators ask to be verified.');
    if (current.verification_status === 'verified') throw badRequest('You are already verified.');
    const owned = await selectRows<{ id: string }>(
      tx,
      sql`select id::text as id from uploaded_photos
          where owner_id = ${caller.id} and id = any(${uuidArray(documents)})`,
    );
    if (owned.length !== documents.length) {
      throw badRequest('Upload each document again: one of them is not a photo you uploaded.', {
        documents: ['Upload the document again.'],
      });
    }
    const dropped = current.verification_documents.filter((id) => !documents.includes(id));
    if (dropped.length > 0) {
      await tx.execute(
        sql`delete from uploaded_photos
            where owner_id = ${caller.id} and id = any(${uuidArray(dropped)})`,
      );
    }
    const [row] = await selectRows<StateRow>(
      tx,
      sql`update creator_profiles set verification_status = 'pending', verification_reason = '',
                 verification_documents = ${uuidArray(documents)}, verification_note = ${input.note},
                 verification_requested_at = now(), updated_at = now()
          where user_id = ${caller.id} returning ${stateColumns}`,
    );
    return toState(row!);
  });
}

interface CreatorRow extends StateRow {
  user_id: number;
  username: string;
  display_name: string;
  email: string;
  creator_type: ConsoleCreator['creator_type'];
  headline: string;
  verification_note: string;
  verification_documents: string[];
  joined: Date | string;
  total?: number | string;
}

const creatorSelect = sql`
  select p.user_id, u.username, u.display_name, u.email, p.creator_type, p.headline, p.verification_status,
         p.verification_reason, p.verification_requested_at, p.verified_at, p.verification_note,
         p.verification_documents::text[] as verification_documents, u.created_at as joined
  from creator_profiles p join users u on u.id = p.user_id`;

function toConsoleCreator(row: CreatorRow): ConsoleCreator {
  return {
    user: { id: row.user_id, username: row.username, display_name: row.display_name || row.username },
    email: row.email,
    creator_type: row.creator_type,
    headline: row.headline,
    verification: toState(row),
    note: row.verification_note,
    documents: row.verification_documents,
    joined: new Date(row.joined).toISOString(),
  };
}

/** The verification queue: those waiting first, the longest waiting first; then everyone else by name. */
export async function listCreators(
  db: Db,
  query: { page: number; page_size?: number; status?: VerificationStatus; q?: string },
): Promise<{ count: number; results: ConsoleCreator[]; pageSize: number }> {
  const pageSize = query.page_size ?? 50;
  const { limit, offset } = pageWindow(query.page, pageSize);
  const where: SQL[] = [sql`true`];
  if (query.status) where.push(sql`p.verification_status = ${query.status}`);
  if (query.q) {
    const like = `%${likeEscaped(query.q.toLowerCase())}%`;
    where.push(
      sql`(lower(u.username) like ${like} or lower(u.display_name) like ${like} or lower(u.email) like ${like})`,
    );
  }
  const rows = await selectRows<CreatorRow>(
    db,
    sql`select x.*, count(*) over () as total from (${creatorSelect} where ${sql.join(where, sql` and `)}) x
        order by (x.verification_status = 'pending') desc, x.verification_requested_at asc nulls last,
                 lower(x.username), x.user_id
        limit ${limit} offset ${offset}`,
  );
  return { count: Number(rows[0]?.total ?? 0), results: rows.map(toConsoleCreator), pageSize };
}

async function lockedCreator(tx: Executor, id: number): Promise<CreatorRow> {
  const [row] = await selectRows<CreatorRow>(tx, sql`${creatorSelect} where p.user_id = ${id} for update of p`);
  if (!row) throw notFound('No creator has this id.');
  return row;
}

const auditState = (row: StateRow) => ({ status: row.verification_status, reason: row.verification_reason });

/** An editor verifies a creator: the badge shows at once on their cards and pages. */
export async function verifyCreator(db: Db, actor: Caller, id: number): Promise<ConsoleCreator> {
  return db.transaction(async (tx) => {
    const before = await lockedCreator(tx, id);
    if (before.verification_status === 'verified') throw badRequest('This creator is already verified.');
    const [after] = await selectRows<StateRow>(
      tx,
      sql`update creator_profiles set verification_status = 'verified', verification_reason = '',
                 verified_at = now(), updated_at = now()
          where user_id = ${id} returning ${stateColumns}`,
    );
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'creator.verify',
      targetType: 'creator',
      targetId: id,
      before: auditState(before),
      after: auditState(after!),
    });
    return toConsoleCreator({ ...before, ...after! });
  });
}

/**
 * An editor refuses a request, or takes a verification back, with a reason the creator reads on
 * their verification page. A creator who has asked nothing has nothing to refuse.
 */
export async function rejectCreator(db: Db, actor: Caller, id: number, reason: string): Promise<ConsoleCreator> {
  return db.transaction(async (tx) => {
    const before = await lockedCreator(tx, id);
    if (before.verification_status !== 'pending' && before.verification_status !== 'verified') {
      throw badRequest('This creator has no request to refuse and is not verified.');
    }
    const [after] = await selectRows<StateRow>(
      tx,
      sql`update creator_profiles set verification_status = 'rejected', verification_reason = ${reason},
                 verified_at = null, updated_at = now()
          where user_id = ${id} returning ${stateColumns}`,
    );
    await recordAudit(tx as unknown as Db, {
      actorId: actor.id,
      action: 'creator.reject',
      targetType: 'creator',
      targetId: id,
      before: auditState(before),
      after: auditState(after!),
    });
    return toConsoleCreator({ ...before, ...after! });
  });
}
