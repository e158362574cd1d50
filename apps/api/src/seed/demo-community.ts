import type { Language, ReportReason } from '@sangam/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { storeSearchKeys } from '../lib/search';
import { searchableCommunities, searchablePosts, toTextArray } from '../modules/community';
import { slugFromName } from '../lib/slugs';
import content from './data/demo-community.json';
import catalogue from './data/demo-videos.json';
import { demoYoutubeId } from './demo-videos';
import { createUser } from './factories';

/** A report on a post or comment; `resolved_by` (a moderator) makes it resolved, else it is open. */
interface DemoReport {
  reporter: string;
  reason: ReportReason;
  details: string;
  age_hours: number;
  resolved_by?: string;
}

/** Who voted an item up, and who down (usernames). */
interface DemoVotes {
  up: string[];
  down?: string[];
}

export interface DemoComment {
  author: string;
  /** Hours before the demo is loaded; a reply is younger than what it answers. */
  age_hours: number;
  content: string;
  votes: DemoVotes;
  /** Deleted by its author: shows as deleted, its replies stay. */
  deleted?: boolean;
  reports?: DemoReport[];
  replies: DemoComment[];
}

interface DemoPost {
  /** The language the post is written in (ISO 639-1), for the tests and the editors. */
  language: string;
  author: string;
  age_hours: number;
  title: string;
  content: string;
  tags: string[];
  /** The title of a demo video (demo-videos.json): the post embeds that video. */
  video?: string;
  /** An article link, shown as 'View Media'. */
  media_url?: string;
  /** Removed by a moderator (its reports say who). */
  removed?: boolean;
  reports?: DemoReport[];
  votes: DemoVotes;
  comments: DemoComment[];
}

interface DemoCommunity {
  name: string;
  description: string;
  tags: string[];
  min_karma_to_post: number;
  rules: string;
  /** The language it writes in, when not English. */
  content_language?: Language;
  creator: string;
  age_hours: number;
  followers: string[];
  posts: DemoPost[];
}

export interface DemoCommunityContent {
  /** Forum members besides the demo accounts: no password, so nobody signs in as them. */
  members: Array<{ username: string; display_name: string; language: string }>;
  communities: DemoCommunity[];
}

export const DEMO_COMMUNITY: DemoCommunityContent = content as DemoCommunityContent;

const videoTitles = new Set(catalogue.map((video) => video.title));

/** The YouTube link of a demo video, the same id the video library shows for it. */
export function demoVideoUrl(title: string): string {
  if (!videoTitles.has(title)) throw new Error(`demo community: no demo video titled "${title}"`);
  return `https://www.youtube.com/watch?v=${demoYoutubeId(title)}`;
}

/** The moment `hours` before the transaction began (every row of the step is placed by it). */
const ago = (hours: number) => sql`now() - ${Math.max(0, hours)}::float8 * interval '1 hour'`;
const toIntArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The community forum's demo content: communities with their moderators and followers, posts in
 * ten languages with threaded comments, votes and a few reports, dated over the last ten days so
 * the new, top and hot sorts differ. Rows are inserted as they are; then every counter of what was
 * inserted (follower and post counts, scores, comment counts, hot ranks, authors' karma) is set
 * from a recount of the rows, so the demo obeys the same invariants as the service.
 */
export async function seedDemoCommunity(db: Db): Promise<void> {
  const data = DEMO_COMMUNITY;
  const userId = await demoUsers(db, data);
  const seeded = { communities: [] as number[], posts: [] as number[], comments: [] as number[] };
  const votes = { posts: [] as SQL[], comments: [] as SQL[] };

  for (const community of data.communities) {
    const communityId = await insertCommunity(db, community, userId);
    if (communityId === null) continue;
    seeded.communities.push(communityId);
    for (const post of community.posts) {
      if (post.age_hours >= community.age_hours)
        throw new Error(`demo community: "${post.title}" predates its community`);
      const postId = await insertPost(db, communityId, post, userId);
      seeded.posts.push(postId);
      votes.posts.push(...voteRows(postId, post.author, post.votes, userId));
      const insertComments = async (comments: DemoComment[], parent: Parent) => {
        for (const comment of comments) {
          if (comment.age_hours >= parent.ageHours)
            throw new Error(`demo community: a reply on "${post.title}" predates its parent`);
          const inserted = await insertComment(db, postId, parent, comment, userId);
          seeded.comments.push(inserted.id);
          votes.comments.push(...voteRows(inserted.id, comment.author, comment.votes, userId));
          await insertReports(db, 'comment', inserted.id, communityId, postId, comment.reports, userId);
          await insertComments(comment.replies, inserted);
        }
      };
      await insertComments(post.comments, { id: null, level: -1, ageHours: post.age_hours });
    }
  }
  if (votes.posts.length)
    await db.execute(sql`insert into post_votes (post_id, user_id, value) values ${sql.join(votes.posts, sql`, `)}`);
  if (votes.comments.length)
    await db.execute(
      sql`insert into comment_votes (comment_id, user_id, value) values ${sql.join(votes.comments, sql`, `)}`,
    );
  await setPaths(db, seeded.comments);
  await recount(db, seeded);
  await storeSearchKeys(db, searchableCommunities, seeded.communities);
  await storeSearchKeys(db, searchablePosts, seeded.posts);
}

/** The id of every username the content names; the members are created when missing. */
async function demoUsers(db: Db, data: DemoCommunityContent): Promise<(username: string) => number> {
  const existing = async (names: string[]) =>
    selectRows<{ id: number; username: string }>(
      db,
      sql`select id, username from users where lower(username) = any(${toTextArray(names.map((n) => n.toLowerCase()))})`,
    );
  const present = new Set((await existing(data.members.map((m) => m.username))).map((u) => u.username.toLowerCase()));
  const created: number[] = [];
  for (const member of data.members) {
    if (present.has(member.username.toLowerCase())) continue;
    const user = await createUser(db, {
      username: member.username,
      email: `${member.username}@demo.sanatansangam.org`,
      displayName: member.display_name,
      preferredLanguage: member.language,
    });
    created.push(user.id);
  }
  // Members joined before they started posting.
  await db.execute(
    sql`update users set created_at = now() - interval '60 days', updated_at = now() - interval '60 days'
        where id = any(${toIntArray(created)})`,
  );

  const named = new Set<string>(data.members.map((m) => m.username));
  const note = (username: string) => named.add(username);
  const noteVotes = (votes: DemoVotes) => [...votes.up, ...(votes.down ?? [])].forEach(note);
  const noteReports = (reports: DemoReport[] = []) =>
    reports.forEach((r) => {
      note(r.reporter);
      if (r.resolved_by) note(r.resolved_by);
    });
  const noteComments = (comments: DemoComment[]) =>
    comments.forEach((c) => {
      note(c.author);
      noteVotes(c.votes);
      noteReports(c.reports);
      noteComments(c.replies);
    });
  for (const community of data.communities) {
    note(community.creator);
    community.followers.forEach(note);
    for (const post of community.posts) {
      note(post.author);
      noteVotes(post.votes);
      noteReports(post.reports);
      noteComments(post.comments);
    }
  }
  const ids = new Map((await existing([...named])).map((u) => [u.username.toLowerCase(), u.id]));
  return (username: string) => {
    const id = ids.get(username.toLowerCase());
    if (id === undefined) throw new Error(`demo community: no user "${username}"`);
    return id;
  };
}

/** A community, its creator as moderator and first follower, then its followers; null when the name or slug is taken. */
async function insertCommunity(db: Db, community: DemoCommunity, userId: (username: string) => number) {
  const creator = userId(community.creator);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into communities (slug, name, description, tags, min_karma_to_post, rules, content_language, creator_id, created_at)
        values (${slugFromName(community.name)}, ${community.name}, ${community.description}, ${toTextArray(community.tags)},
                ${community.min_karma_to_post}, ${community.rules}, ${community.content_language ?? 'en'}, ${creator},
                ${ago(community.age_hours)})
        on conflict do nothing returning id`,
  );
  // A community of that name was made on this database before the demo step ran: leave it be.
  if (!row) return null;
  await db.execute(sql`insert into community_moderators (community_id, user_id) values (${row.id}, ${creator})`);
  const followers = [...new Set(community.followers.map(userId))].filter((id) => id !== creator);
  // The creator follows from the start; the others join at even steps between then and now.
  const follows = [
    sql`(${row.id}, ${creator}, ${ago(community.age_hours)})`,
    ...followers.map(
      (id, i) =>
        sql`(${row.id}, ${id}, ${ago((community.age_hours * (followers.length - i)) / (followers.length + 1))})`,
    ),
  ];
  await db.execute(
    sql`insert into community_follows (community_id, user_id, created_at) values ${sql.join(follows, sql`, `)}`,
  );
  return row.id;
}

async function insertPost(db: Db, communityId: number, post: DemoPost, userId: (username: string) => number) {
  const mediaUrl = post.video ? demoVideoUrl(post.video) : (post.media_url ?? '');
  // A removed post was taken down when its first report was resolved.
  const resolvedAges = (post.reports ?? []).filter((r) => r.resolved_by).map((r) => resolutionAge(r));
  const removedAt = post.removed
    ? ago(resolvedAges.length ? Math.max(...resolvedAges) : post.age_hours / 2)
    : sql`null`;
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into posts (community_id, author_id, title, content, media_url, tags, removed_at, created_at)
        values (${communityId}, ${userId(post.author)}, ${post.title}, ${post.content}, ${mediaUrl},
                ${toTextArray(post.tags)}, ${removedAt}, ${ago(post.age_hours)})
        returning id`,
  );
  const postId = row!.id;
  await insertReports(db, 'post', postId, communityId, postId, post.reports, userId);
  return postId;
}

/** What a comment answers: the post itself (no id, level -1) or a comment. */
interface Parent {
  id: number | null;
  level: number;
  ageHours: number;
}

async function insertComment(
  db: Db,
  postId: number,
  parent: Parent,
  comment: DemoComment,
  userId: (username: string) => number,
): Promise<Parent & { id: number }> {
  const level = parent.level + 1;
  const deletedAt = comment.deleted ? ago(comment.age_hours / 2) : sql`null`;
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into comments (post_id, author_id, parent_id, level, content, deleted_at, created_at)
        values (${postId}, ${userId(comment.author)}, ${parent.id}, ${level}, ${comment.content}, ${deletedAt},
                ${ago(comment.age_hours)})
        returning id`,
  );
  return { id: row!.id, level, ageHours: comment.age_hours };
}

/**
 * Each comment's path, as the service writes it: the ids from the top-level comment down,
 * zero-padded to ten digits and joined by dots, so that text order is reading order.
 */
async function setPaths(db: Db, commentIds: number[]) {
  await db.execute(
    sql`with recursive tree (id, path) as (
          select id, lpad(id::text, 10, '0') from comments where parent_id is null and id = any(${toIntArray(commentIds)})
          union all
          select k.id, tree.path || '.' || lpad(k.id::text, 10, '0') from comments k join tree on k.parent_id = tree.id
        )
        update comments k set path = tree.path from tree where k.id = tree.id`,
  );
}

/** The vote rows of one item; authors do not vote on their own posts and comments. */
function voteRows(itemId: number, author: string, votes: DemoVotes, userId: (username: string) => number): SQL[] {
  const ballots: Array<[string, 1 | -1]> = [
    ...votes.up.map((username): [string, 1] => [username, 1]),
    ...(votes.down ?? []).map((username): [string, -1] => [username, -1]),
  ];
  return ballots.map(([username, value]) => {
    if (username === author) throw new Error(`demo community: ${author} votes on their own item`);
    return sql`(${itemId}, ${userId(username)}, ${value})`;
  });
}

/** A resolved report was handled half an hour after it was made (or at once, for the newest). */
const resolutionAge = (report: DemoReport) => Math.max(0, report.age_hours - 0.5);

async function insertReports(
  db: Db,
  type: 'post' | 'comment',
  contentId: number,
  communityId: number,
  postId: number,
  reports: DemoReport[] | undefined,
  userId: (username: string) => number,
) {
  for (const report of reports ?? []) {
    const resolved = report.resolved_by !== undefined;
    await db.execute(
      sql`insert into reports (reporter_id, content_type, content_id, community_id, post_id, reason, details, status,
                               resolved_by, resolved_at, created_at)
          values (${userId(report.reporter)}, ${type}, ${contentId}, ${communityId}, ${postId}, ${report.reason},
                  ${report.details}, ${resolved ? 'resolved' : 'open'},
                  ${resolved ? userId(report.resolved_by!) : null}, ${resolved ? ago(resolutionAge(report)) : sql`null`},
                  ${ago(report.age_hours)})`,
    );
  }
}

/**
 * Counters of what this step inserted, from recounts of the rows: the same numbers the service
 * keeps one vote, follow or comment at a time. Karma grows by the scores of the seeded posts and
 * comments (on a fresh database, that is every user's whole karma).
 */
async function recount(db: Db, seeded: { communities: number[]; posts: number[]; comments: number[] }) {
  const communities = toIntArray(seeded.communities);
  const posts = toIntArray(seeded.posts);
  const comments = toIntArray(seeded.comments);
  await db.execute(
    sql`update communities c set
          follower_count = (select count(*) from community_follows f where f.community_id = c.id),
          post_count = (select count(*) from posts p where p.community_id = c.id and p.removed_at is null)
        where c.id = any(${communities})`,
  );
  await db.execute(
    sql`update comments k set score = coalesce((select sum(v.value) from comment_votes v where v.comment_id = k.id), 0)
        where k.id = any(${comments})`,
  );
  await db.execute(
    sql`update posts p set
          score = coalesce((select sum(v.value) from post_votes v where v.post_id = p.id), 0),
          comment_count = (select count(*) from comments k where k.post_id = p.id)
        where p.id = any(${posts})`,
  );
  await db.execute(sql`update posts set hot_rank = hot_rank(score, created_at) where id = any(${posts})`);
  await db.execute(
    sql`update users u set karma = u.karma + earned.total, comment_karma = u.comment_karma + earned.from_comments
        from (
          select author_id, sum(value)::int as total, coalesce(sum(value) filter (where is_comment), 0)::int as from_comments
          from (
            -- Others' votes only: one's own vote does not count in karma (issue 26).
            select p.author_id, v.value, false as is_comment from post_votes v join posts p on p.id = v.post_id
            where p.id = any(${posts}) and v.user_id <> p.author_id
            union all
            select k.author_id, v.value, true from comment_votes v join comments k on k.id = v.comment_id
            where k.id = any(${comments}) and v.user_id <> k.author_id
          ) items where author_id is not null group by author_id
        ) earned
        where u.id = earned.author_id`,
  );
}
