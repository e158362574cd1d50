import { randomBytes, randomUUID } from 'node:crypto';
import { PHOTO_PATH, type LoginResponse } from '@sangam/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { users } from '../src/db/schema';
import { lockRetreatNights, takeNights } from '../src/modules/retreats/nights';
import { addVideo } from '../src/modules/videos';
import { seedVideoCatalogue } from '../src/seed/demo-videos';
import { createUser } from '../src/seed/factories';
import { bearer, newAccount, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

/**
 * Every mutating endpoint × {guest, user, other user, creator, editor, admin} → the expected status. The
 * table must name every mutating endpoint of the OpenAPI document, so a new endpoint cannot ship
 * without its row. "other" is a second user acting on what belongs to "user" (for the account
 * endpoints, which have no id in the path, it can only act on its own account).
 */
type Role = 'guest' | 'user' | 'other' | 'creator' | 'editor' | 'admin';
const ROLES: Role[] = ['guest', 'user', 'other', 'creator', 'editor', 'admin'];

interface Caller {
  role: Role;
  /** The signed-in answer of this caller (null for a guest). */
  session: LoginResponse | null;
  account: ReturnType<typeof newAccount> | null;
  /** The account whose resource is acted on ("user"'s, for "other"). */
  owner: { session: LoginResponse; account: ReturnType<typeof newAccount> };
}

interface Row {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** The address to call when the path has parameters (an id of the owner's resource). */
  url?: (c: Caller) => Promise<string>;
  request: (c: Caller) => { payload?: unknown; auth?: boolean; headers?: Record<string, string> };
  /** An editor is a stranger to other people's things: without its own entry it expects what "other" does. */
  expect: Record<Exclude<Role, 'editor'>, number> & { editor?: number };
}

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  user: status,
  other: status,
  creator: status,
  editor: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({ ...everyone(status), guest: 401 });

const MATRIX: Row[] = [
  {
    method: 'POST',
    path: '/api/users/register/',
    request: () => ({ payload: newAccount(), auth: false }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/api/users/login/',
    request: (c) => ({
      payload: { email: (c.account ?? c.owner.account).email, password: (c.account ?? c.owner.account).password },
      auth: false,
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/token/refresh/',
    request: (c) => ({ payload: { refresh: (c.session ?? c.owner.session).refresh }, auth: false }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/users/logout/',
    request: (c) => ({ payload: { refresh: c.session?.refresh } }),
    expect: everyone(200),
  },
  { method: 'POST', path: '/api/users/logout-all/', request: () => ({}), expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/users/password-reset/',
    request: (c) => ({ payload: { email: c.owner.account.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/users/password-reset/confirm/',
    request: () => ({ payload: { token: 'not-a-token-we-sent', password: 'long-enough-123' } }),
    // Nobody can reset without the mailed token, whoever they are.
    expect: everyone(400),
  },
  {
    method: 'POST',
    path: '/api/users/verify-email/',
    request: () => ({ payload: { code: '000000' } }),
    expect: { ...signedIn(400) },
  },
  { method: 'POST', path: '/api/users/verify-email/resend/', request: () => ({}), expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/users/me/password/',
    request: (c) => ({ payload: { current_password: c.account?.password ?? 'x', new_password: 'fresh-path-108' } }),
    expect: signedIn(200),
  },
  { method: 'PATCH', path: '/api/users/me/', request: () => ({ payload: { city: 'Ujjain' } }), expect: signedIn(200) },
  {
    method: 'DELETE',
    path: '/api/users/me/',
    request: (c) => ({ payload: { password: c.account?.password ?? 'x' } }),
    expect: signedIn(204),
  },
  {
    method: 'POST',
    path: '/api/events/batch-events/',
    // Guests send their guest id; everyone's events are stored under who they are.
    request: () => ({
      payload: {
        events: [
          {
            id: randomUUID(),
            event_type: 'page_view',
            event_data: {},
            timestamp: new Date().toISOString(),
            retryCount: 0,
          },
        ],
      },
      headers: { 'x-guest-uuid': randomUUID() },
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/videos/',
    request: () => ({ payload: newVideoFields() }),
    // Creators submit for review; editors and administrators publish at once.
    expect: { guest: 401, user: 403, other: 403, creator: 201, editor: 201, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/classes-interest/',
    request: (c) => ({
      payload: {
        categories: ['yoga'],
        age_ranges: ['18-35'],
        time_zone: 'Asia/Kolkata',
        email: (c.account ?? c.owner.account).email,
        consent: true,
      },
    }),
    expect: everyone(201),
  },
  {
    method: 'PUT',
    path: '/api/daily-dharma/setup/',
    // Guests keep a practice under their guest id; users under their account.
    request: () => ({ payload: practiceSetup, headers: { 'x-guest-uuid': randomUUID() } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    path: '/api/daily-dharma/practices/{id}/mark/',
    url: async (c) => `/api/daily-dharma/practices/${await ownersPractice(c)}/mark/`,
    request: () => ({ payload: {}, headers: { 'x-guest-uuid': randomUUID() } }),
    // Only the owner marks a practice; anyone else is told it does not exist.
    expect: { guest: 404, user: 200, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/daily-dharma/practices/{id}/mark/',
    url: async (c) => `/api/daily-dharma/practices/${await ownersPractice(c)}/mark/`,
    request: () => ({ headers: { 'x-guest-uuid': randomUUID() } }),
    expect: { guest: 404, user: 200, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/practice/merge/',
    request: () => ({ payload: { guest_uuid: randomUUID() }, headers: { 'x-guest-uuid': randomUUID() } }),
    expect: signedIn(200),
  },
  // ---- Community: the owner ("user") created the community, so moderates it; admins moderate all.
  {
    method: 'POST',
    path: '/api/communities/',
    request: () => ({ payload: { name: `Satsang ${randomUUID().slice(0, 8)}` } }),
    expect: signedIn(201),
  },
  {
    method: 'PATCH',
    path: '/api/communities/{id}/',
    url: async (c) => `/api/communities/${(await ownersCommunity(c)).id}/`,
    request: () => ({ payload: { description: 'Where we read the Gita together.' } }),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  },
  ...(['follow', 'unfollow'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/communities/{id}/${action}/`,
    url: async (c) => `/api/communities/${(await ownersCommunity(c)).id}/${action}/`,
    request: () => ({}),
    expect: signedIn(200),
  })),
  {
    method: 'POST',
    path: '/api/posts/',
    request: () => ({ payload: { title: 'Hari Om', community: sharedCommunity } }),
    expect: signedIn(201),
  },
  // Only the author edits or deletes a post (issue 26), not even its community's moderators or an admin.
  {
    method: 'PATCH',
    path: '/api/posts/{id}/',
    url: async (c) => `/api/posts/${await ownersPost(c)}/`,
    request: () => ({ payload: { title: 'Satsang tomorrow' } }),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/posts/{id}/',
    url: async (c) => `/api/posts/${await ownersPost(c)}/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 403 },
  },
  ...(['upvote', 'downvote'] as const).flatMap((action): Row[] => [
    {
      method: 'POST',
      path: `/api/posts/{id}/${action}/`,
      url: async (c) => `/api/posts/${await ownersPost(c)}/${action}/`,
      request: () => ({}),
      expect: signedIn(200),
    },
    {
      method: 'POST',
      path: `/api/comments/{id}/${action}/`,
      url: async (c) => `/api/comments/${await ownersComment(c)}/${action}/`,
      request: () => ({}),
      expect: signedIn(200),
    },
  ]),
  // Saving is each person's own: anyone signed in saves and unsaves anyone's post or comment, twice alike.
  ...(['POST', 'DELETE'] as const).flatMap((method): Row[] => [
    {
      method,
      path: '/api/posts/{id}/save/',
      url: async (c) => `/api/posts/${await ownersPost(c)}/save/`,
      request: () => ({}),
      expect: signedIn(200),
    },
    {
      method,
      path: '/api/comments/{id}/save/',
      url: async (c) => `/api/comments/${await ownersComment(c)}/save/`,
      request: () => ({}),
      expect: signedIn(200),
    },
  ]),
  {
    method: 'POST',
    path: '/api/comments/',
    request: () => ({ payload: { post: sharedPost, content: 'Jai Shri Krishna' } }),
    expect: signedIn(201),
  },
  {
    method: 'PATCH',
    path: '/api/comments/{id}/',
    url: async (c) => `/api/comments/${await ownersComment(c)}/`,
    request: () => ({ payload: { content: 'Edited' } }),
    // Only the author edits or deletes a comment; moderators remove instead.
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/comments/{id}/',
    url: async (c) => `/api/comments/${await ownersComment(c)}/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/reports/',
    request: () => ({ payload: { content_type: 'post', content_id: sharedPost, reason: 'spam' } }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/reports/{id}/resolve/',
    url: async (c) => `/api/reports/${await ownersReport(c)}/resolve/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  },
  ...(['remove', 'restore', 'lock', 'unlock'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/posts/{id}/${action}/`,
    url: async (c) => `/api/posts/${await ownersPost(c)}/${action}/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  })),
  ...(['remove', 'restore'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/comments/{id}/${action}/`,
    url: async (c) => `/api/comments/${await ownersComment(c)}/${action}/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  })),
  // ---- Community bans (issue 26): the owner moderates the community; admins moderate all.
  {
    method: 'POST',
    path: '/api/communities/{id}/bans/',
    url: async (c) => `/api/communities/${(await ownersCommunity(c)).id}/bans/`,
    request: () => ({ payload: { username: matrixBannable, reason: 'Spam links', days: 7 } }),
    expect: { guest: 401, user: 201, other: 403, creator: 403, admin: 201 },
  },
  {
    method: 'DELETE',
    path: '/api/communities/{id}/bans/{username}/',
    url: async (c) => `/api/communities/${await ownersBan(c)}/bans/${matrixBannable}/`,
    request: () => ({}),
    expect: { guest: 401, user: 204, other: 403, creator: 403, admin: 204 },
  },
  // Pins (issue 26): the community's moderators and admins.
  ...(['pin', 'unpin'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/posts/{id}/${action}/`,
    url: async (c) => `/api/posts/${await ownersPost(c)}/${action}/`,
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  })),
  // Co-moderators (issue 26): the owner moderates; adding a moderator again changes nothing (200).
  {
    method: 'POST',
    path: '/api/communities/{id}/moderators/',
    url: async (c) => `/api/communities/${(await ownersCommunity(c)).id}/moderators/`,
    request: (c) => ({ payload: { username: c.owner.session.user.username } }),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/communities/{id}/moderators/{username}/',
    url: async (c) => {
      const community = await ownersCommunity(c);
      const second = await createUser(ctx.database.db);
      await ctx.database.db.execute(
        sql`insert into community_moderators (community_id, user_id) values (${community.id}, ${second.id})`,
      );
      return `/api/communities/${community.id}/moderators/${second.username}/`;
    },
    request: () => ({}),
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 200 },
  },
  // ---- Blocking a person (issue 26): anyone signed in blocks "user"; "user" cannot block themself.
  ...(['POST', 'DELETE'] as const).map((method): Row => ({
    method,
    path: '/api/users/{username}/block/',
    url: async (c) => `/api/users/${c.owner.session.user.username}/block/`,
    request: () => ({}),
    expect: { ...signedIn(200), user: 400 },
  })),
  // ---- Bookings: a seat of a group class; the learner or the class's tutor (or an admin) cancels.
  {
    method: 'POST',
    path: '/api/bookings/',
    url: async (c) => (await confirmed(c), '/api/bookings/'),
    request: () => ({ payload: { class: 'matrix-group', start: sharedSlot, idempotency_key: randomUUID() } }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/bookings/{id}/cancel/',
    url: async (c) => `/api/bookings/${await ownersBooking(c)}/cancel/`,
    request: () => ({ payload: { reason: 'Plans changed.' } }),
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/bookings/{id}/reschedule/',
    url: async (c) => `/api/bookings/${await ownersBooking(c)}/reschedule/`,
    request: () => ({ payload: { start: sharedSlot2 } }),
    // Only the learner moves a booking.
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  ...(['mark-paid', 'attended'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/bookings/{id}/${action}/`,
    url: async (c) => `/api/bookings/${await ownersBooking(c, 'matrix-paid')}/${action}/`,
    request: () => ({}),
    // Only the class's tutor (or an admin) acts; the class has not started, so it cannot be attended yet.
    expect: { guest: 401, user: 404, other: 404, creator: 404, admin: action === 'mark-paid' ? 200 : 400 },
  })),
  {
    method: 'POST',
    path: '/api/bookings/{id}/propose-time/',
    url: async (c) => `/api/bookings/${await ownersBooking(c)}/propose-time/`,
    request: () => ({ payload: { start: proposableTime(), note: 'Could we meet later?' } }),
    // Only the class's tutor (or an admin) proposes; the learner and strangers are told it does not exist.
    expect: { guest: 401, user: 404, other: 404, creator: 404, admin: 200 },
  },
  ...(['accept', 'decline'] as const).map((answer): Row => ({
    method: 'POST',
    path: `/api/bookings/{id}/proposal/${answer}/`,
    url: async (c) => `/api/bookings/${await ownersProposal(c)}/proposal/${answer}/`,
    request: () => ({ payload: {} }),
    // Only the learner answers the tutor's new time.
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  })),
  {
    method: 'POST',
    path: '/api/creators/class-bookings/{id}/refund-sent/',
    // A paid booking cancelled with its refund due: the class's tutor (or an admin) records it went back.
    url: async (c) =>
      `/api/creators/class-bookings/${await refundDue('bookings', await ownersBooking(c))}/refund-sent/`,
    request: () => ({ payload: {} }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/bookings/{id}/review/',
    url: async (c) => `/api/bookings/${await ownersAttendedBooking(c)}/review/`,
    request: () => ({ payload: { rating: 5, text: 'Clear and patient teaching.' } }),
    // Only the learner of an attended booking reviews it; nobody reviews for them, not even an admin.
    expect: { guest: 401, user: 201, other: 404, creator: 404, admin: 404 },
  },
  // Verified reviews (issue 24): only the person who booked, once it ended; nobody reviews for them.
  {
    method: 'POST',
    path: '/api/retreat-bookings/{id}/review/',
    url: async (c) => `/api/retreat-bookings/${await ended('retreat_bookings', await ownersRetreatBooking(c))}/review/`,
    request: () => ({ payload: { rating: 5, text: 'Quiet and kind.' } }),
    expect: { guest: 401, user: 201, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/pooja-bookings/{id}/review/',
    url: async (c) =>
      `/api/pooja-bookings/${await ended('pooja_bookings', await ownersPoojaBooking(c, matrixPoojaDay()))}/review/`,
    request: () => ({ payload: { rating: 5 } }),
    expect: { guest: 401, user: 201, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/journey-bookings/{id}/review/',
    url: async (c) => `/api/journey-bookings/${await ended('journey_bookings', await ownersJourneyBooking(c))}/review/`,
    request: () => ({ payload: { rating: 4, text: 'Well led.' } }),
    expect: { guest: 401, user: 201, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/api/booking-reviews/{id}/reply/',
    url: async (c) => `/api/booking-reviews/${await reviewOfOwnersTemple(c)}/reply/`,
    request: () => ({ payload: { text: 'Thank you for coming.' } }),
    // Only the host of what was reviewed replies: not its author, not an admin.
    expect: { guest: 401, user: 200, other: 403, creator: 403, admin: 403 },
  },
  // Waitlists (issue 24): anyone signed in joins the line of a full departure; only they leave it.
  {
    method: 'POST',
    path: '/api/waitlists/',
    url: async (c) => {
      await confirmed(c);
      return '/api/waitlists/';
    },
    request: () => ({ payload: { kind: 'journey', target: { departure_id: fullDeparture }, seats: 1 } }),
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    path: '/api/waitlists/{id}/',
    url: async (c) => `/api/waitlists/${await ownersWaitlistEntry(c)}/`,
    request: () => ({}),
    expect: { guest: 401, user: 204, other: 404, creator: 404, admin: 404 },
  },
  // ---- Payments (direct mode here: checkout confirms the held seat; Stripe is not enabled).
  {
    method: 'POST',
    path: '/api/bookings/{id}/checkout/',
    url: async (c) => `/api/bookings/${await ownersBooking(c, 'matrix-paid')}/checkout/`,
    request: () => ({ payload: { lang: 'en' } }),
    // Only the learner pays for a booking.
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    // Stripe signs its calls instead of signing in (tested in payments.test.ts); without Stripe: 404.
    request: () => ({ payload: {}, auth: false }),
    expect: everyone(404),
  },
  // ---- The tutor's creator area: tutors (the "creator" here) and admins only; each acts on their own.
  ...(['tutor', 'availability'] as const).map((area): Row => ({
    method: 'PUT',
    path: `/api/creators/${area}/`,
    request: () => ({
      payload: area === 'tutor' ? { bio: 'Hari Om' } : { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] },
    }),
    expect: { guest: 401, user: 403, other: 403, creator: 200, admin: 200 },
  })),
  {
    method: 'POST',
    path: '/api/creators/classes/',
    request: () => ({ payload: tutorsClassFields }),
    expect: { guest: 401, user: 403, other: 403, creator: 201, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/creators/classes/{slug}/',
    url: async () => `/api/creators/classes/${await tutorsClass()}/`,
    request: () => ({ payload: { title: 'Evening Gita', published: false } }),
    // Another tutor is told it does not exist; an administrator looks after any class.
    expect: { guest: 401, user: 403, other: 403, creator: 404, admin: 200 },
  },
  // ---- Poojas: devotees book and cancel their own; temple staff (the temple's manager, a creator
  // who is none of the callers here) and admins look after the temple; other creators hear 404.
  {
    method: 'POST',
    path: '/api/poojas/{slug}/bookings/',
    url: async (c) => (await confirmed(c), `/api/poojas/${(await matrixTemple()).pooja}/bookings/`),
    request: () => ({ payload: { day: matrixPoojaDay(), devotee_name: 'Meera', idempotency_key: randomUUID() } }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/pooja-bookings/{id}/cancel/',
    url: async (c) => `/api/pooja-bookings/${await ownersPoojaBooking(c, matrixPoojaDay())}/cancel/`,
    request: () => ({ payload: { reason: 'Plans changed.' } }),
    // Only the devotee cancels.
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  {
    method: 'PATCH',
    path: '/api/creators/temples/{id}/',
    url: async () => `/api/creators/temples/${(await matrixTemple()).id}/`,
    request: () => ({ payload: { aartis: [{ name: 'Mangala aarti', time: '05:00' }] } }),
    // Editors keep every temple's page and poojas from the console, as administrators do.
    expect: { guest: 401, user: 403, other: 403, creator: 404, editor: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/temples/{id}/poojas/',
    url: async () => `/api/creators/temples/${(await matrixTemple()).id}/poojas/`,
    request: () => ({ payload: { name: 'Rudrabhishek', price_minor: 110000 } }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, editor: 201, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/creators/poojas/{id}/',
    url: async () => `/api/creators/poojas/${(await matrixTemple()).poojaId}/`,
    request: () => ({ payload: { daily_limit: 900 } }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, editor: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/pooja-bookings/{id}/status/',
    // A booking of the temple's for today (booked: the pooja costs nothing), so it can be performed.
    url: async (c) => `/api/creators/pooja-bookings/${await ownersPoojaBooking(c, matrixToday())}/status/`,
    request: () => ({ payload: { status: 'performed' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/pooja-bookings/{id}/mark-paid/',
    // A held booking of a pooja that costs something: the temple's staff record its payment.
    url: async (c) =>
      `/api/creators/pooja-bookings/${await ownersPoojaBooking(c, matrixPoojaDay(), (await matrixTemple()).paidPooja)}/mark-paid/`,
    request: () => ({ payload: {} }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/pooja-bookings/{id}/refund-sent/',
    // A paid booking cancelled with its refund due: the temple's staff record it went back.
    url: async (c) =>
      `/api/creators/pooja-bookings/${await refundDue('pooja_bookings', await ownersPoojaBooking(c, matrixPoojaDay()))}/refund-sent/`,
    request: () => ({ payload: {} }),
    expect: { guest: 401, user: 403, other: 403, creator: 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/pooja-bookings/{id}/checkout/',
    url: async (c) =>
      `/api/pooja-bookings/${await ownersPoojaBooking(c, matrixPoojaDay(), (await matrixTemple()).paidPooja)}/checkout/`,
    request: () => ({ payload: { lang: 'en' } }),
    // Only the devotee pays for a booking (paying the temple directly here: checkout books it).
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  // ---- The retreat representative's area: retreat_reps (none of the callers here: "creator" is a
  // tutor, 403) and admins, who look after any host's retreat; the guest side of a booking's messages.
  {
    method: 'PUT',
    path: '/api/creators/retreat-profile/',
    request: () => ({ payload: { headline: 'Ashram retreats' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/retreats/',
    request: () => ({ payload: matrixRetreatFields() }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/creators/retreats/{id}/',
    url: async () => `/api/creators/retreats/${(await matrixRetreat()).id}/`,
    request: () => ({ payload: { summary: 'A week of yoga by the Ganga.' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  ...(['publish', 'unpublish'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/creators/retreats/{id}/${action}/`,
    url: async () => `/api/creators/retreats/${(await matrixRetreat()).id}/${action}/`,
    request: () => ({}),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  })),
  {
    method: 'PUT',
    path: '/api/creators/retreats/{id}/packages/',
    // A retreat of its own each time, so the list saved here leaves the shared one's package alone.
    url: async () => `/api/creators/retreats/${await hostsRetreat()}/packages/`,
    request: () => ({ payload: { packages: [{ name: 'Cottage', price_minor: 250000, capacity: 2 }] } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/creators/retreats/{id}/availability/',
    url: async () => `/api/creators/retreats/${(await matrixRetreat()).id}/availability/`,
    // url() has run for the guest (first, answered 401 whatever the body) before any other caller.
    request: () => ({
      payload: { changes: [{ package_id: matrixRetreatPackage, night: matrixDay(40), closed: true }] },
    }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/retreat-bookings/{id}/confirm/',
    url: async (c) => `/api/creators/retreat-bookings/${await ownersRetreatBooking(c)}/confirm/`,
    request: () => ({}),
    // The guest who booked is not the host: only the host's side (here an admin) confirms.
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/retreat-bookings/{id}/cancel/',
    url: async (c) => `/api/creators/retreat-bookings/${await ownersRetreatBooking(c)}/cancel/`,
    request: () => ({ payload: { reason: 'The ashram is closed that week.' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/retreat-bookings/{id}/refund-sent/',
    url: async (c) =>
      `/api/creators/retreat-bookings/${await refundDue('retreat_bookings', await ownersRetreatBooking(c))}/refund-sent/`,
    request: () => ({}),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/creators/retreat-bookings/{id}/messages/',
    url: async (c) => `/api/creators/retreat-bookings/${await ownersRetreatBooking(c)}/messages/`,
    request: () => ({ payload: { body: 'Please bring warm clothes.' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 201 },
  },
  {
    method: 'POST',
    path: '/api/retreat-bookings/{id}/messages/',
    url: async (c) => `/api/retreat-bookings/${await ownersRetreatBooking(c)}/messages/`,
    request: () => ({ payload: { body: 'What time should we arrive?' } }),
    // Only the booking's guest writes on the guest's side (the host's side has its own address).
    expect: { guest: 401, user: 201, other: 404, creator: 404, admin: 404 },
  },
  // ---- Retreats for guests: anyone signed in books a stay or asks the host; only the guest cancels
  // here (the host's side cancels from its area: an admin, who may read the booking, hears 403) and pays.
  {
    method: 'POST',
    path: '/api/retreats/{slug}/bookings/',
    url: async (c) => (await confirmed(c), `/api/retreats/${await guestsRetreat()}/bookings/`),
    request: () => ({
      payload: {
        // Known once url() has made the retreat: it runs after request(), so the guest's call (401
        // whatever the package) sends a placeholder that passes validation.
        package_id: guestsRetreatPackage || 1,
        start_date: matrixDay(30),
        end_date: matrixDay(33),
        guests: 1,
        idempotency_key: randomUUID(),
      },
    }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/retreats/{slug}/inquiries/',
    url: async () => `/api/retreats/${await guestsRetreat()}/inquiries/`,
    request: () => ({ payload: { message: 'Is the hall heated in winter?', guests: 2 } }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/retreat-bookings/{id}/cancel/',
    url: async (c) => `/api/retreat-bookings/${await ownersRetreatBooking(c)}/cancel/`,
    request: () => ({ payload: { reason: 'Plans changed.' } }),
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 403 },
  },
  {
    method: 'POST',
    path: '/api/retreat-bookings/{id}/checkout/',
    url: async (c) => `/api/retreat-bookings/${await ownersRetreatBooking(c)}/checkout/`,
    request: () => ({ payload: { lang: 'en' } }),
    // Only the guest pays the deposit (paying the host directly here: checkout confirms the stay).
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  // ---- Journeys: interest from anyone; places booked by the signed-in; the organiser's area for
  // organisers (retreat representatives) and admins — the matrix's "creator" is a tutor, so 403.
  {
    method: 'POST',
    path: '/api/journeys/{slug}/interest/',
    url: async () => '/api/journeys/matrix-journey/interest/',
    request: (c) => ({ payload: { name: 'Pilgrim', email: (c.account ?? c.owner.account).email, travellers: 2 } }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    path: '/api/journeys/{slug}/bookings/',
    url: async (c) => (await confirmed(c), '/api/journeys/matrix-journey/bookings/'),
    request: () => ({
      payload: {
        departure_id: matrixDeparture,
        travellers: 1,
        traveller_names: ['Pilgrim'],
        idempotency_key: randomUUID(),
      },
    }),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    path: '/api/journey-bookings/{id}/cancel/',
    url: async (c) => `/api/journey-bookings/${await ownersJourneyBooking(c)}/cancel/`,
    request: () => ({ payload: { reason: 'Plans changed.' } }),
    // Only the traveller cancels here; the organiser's side (and an admin) has its own address.
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  ...(['cancel', 'mark-paid'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/creators/journey-bookings/{id}/${action}/`,
    url: async (c) => `/api/creators/journey-bookings/${await ownersJourneyBooking(c)}/${action}/`,
    request: () => ({ payload: action === 'cancel' ? { reason: 'The road is closed.' } : {} }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  })),
  {
    method: 'POST',
    path: '/api/creators/journey-bookings/{id}/refund-sent/',
    url: async (c) =>
      `/api/creators/journey-bookings/${await refundDue('journey_bookings', await ownersJourneyBooking(c))}/refund-sent/`,
    request: () => ({ payload: {} }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  // Paid directly and unpaid past the payee's deadline (issue 24): only the creator who is paid (none
  // of the callers here) or an admin releases it; the person who booked and strangers are told 404.
  ...(
    [
      ['class', async (c: Caller) => overdue('bookings', await ownersBooking(c, 'matrix-paid'))],
      ['retreat', async (c: Caller) => overdue('retreat_bookings', await ownersRetreatBooking(c))],
      [
        'pooja',
        async (c: Caller) =>
          overdue('pooja_bookings', await ownersPoojaBooking(c, matrixPoojaDay(), (await matrixTemple()).paidPooja)),
      ],
      ['journey', async (c: Caller) => overdue('journey_bookings', await ownersJourneyBooking(c))],
    ] as const
  ).map(([kind, booking]): Row => ({
    method: 'POST',
    path: `/api/creators/${kind}-bookings/{id}/release-unpaid/`,
    url: async (c) => `/api/creators/${kind}-bookings/${await booking(c)}/release-unpaid/`,
    request: () => ({ payload: {} }),
    expect: { guest: 401, user: 404, other: 404, creator: 404, admin: 200 },
  })),
  {
    method: 'POST',
    path: '/api/creators/journeys/',
    request: () => ({ payload: { title: 'Kashi yatra', duration_days: 3, price_minor: 100000 } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 201 },
  },
  {
    method: 'PATCH',
    path: '/api/creators/journeys/{id}/',
    url: async () => `/api/creators/journeys/${await organisersJourney()}/`,
    request: () => ({ payload: { title: 'Kashi yatra (revised)' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/creators/journeys/{id}/departures/',
    url: async () => `/api/creators/journeys/${await organisersJourney()}/departures/`,
    request: () => ({ payload: { departures: [{ start_date: inDaysDate(40), capacity: 10 }] } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/journey-bookings/{id}/checkout/',
    url: async (c) => `/api/journey-bookings/${await ownersJourneyBooking(c)}/checkout/`,
    request: () => ({ payload: { lang: 'en' } }),
    // Only the traveller pays for a booking (direct mode here: checkout confirms the held places).
    expect: { guest: 401, user: 200, other: 404, creator: 404, admin: 404 },
  },
  // ---- Chanting: a finished session goes into the caller's own japa practice.
  {
    method: 'POST',
    path: '/api/chants/{id}/sessions/',
    url: async (c) => {
      if (c.session) await withJapa(c.session);
      return '/api/chants/om-namah-shivaya/sessions/';
    },
    request: () => ({ payload: { count: 108 } }),
    expect: signedIn(200),
  },
  // ---- Photos: any creator (here a tutor) or administrator uploads; members are told why not.
  {
    method: 'POST',
    path: '/api/creators/photos/',
    request: () => ({ payload: matrixPhoto, headers: { 'content-type': 'image/png' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 201, admin: 201 },
  },
  // ---- The console's video library: editors and administrators only, whatever the body.
  {
    method: 'POST',
    path: '/api/admin/videos/',
    request: () => ({ payload: newVideoFields() }),
    expect: forEditors(201),
  },
  {
    method: 'PATCH',
    path: '/api/admin/videos/{id}/',
    url: async () => `/api/admin/videos/${await aVideo('published')}/`,
    request: () => ({ payload: { title: 'Evening aarti, edited' } }),
    expect: forEditors(200),
  },
  {
    method: 'DELETE',
    path: '/api/admin/videos/{id}/',
    url: async () => `/api/admin/videos/${await aVideo('published')}/`,
    request: () => ({}),
    expect: forEditors(204),
  },
  ...(
    [
      ['publish', 'pending'],
      ['unpublish', 'published'],
      ['reject', 'pending'],
    ] as const
  ).map(([action, from]): Row => ({
    method: 'POST',
    path: `/api/admin/videos/{id}/${action}/`,
    url: async () => `/api/admin/videos/${await aVideo(from)}/${action}/`,
    request: () => ({ payload: action === 'reject' ? { reason: 'This is not a devotional video.' } : {} }),
    expect: forEditors(200),
  })),
  {
    method: 'PUT',
    path: '/api/admin/categories/{slug}/order/',
    url: async () => `/api/admin/categories/bhajan/order/`,
    request: () => ({ payload: { video_ids: [] } }),
    expect: forEditors(200),
  },
  // ---- The vocabulary (issue 21): tags' and categories' names per language, by editors and administrators.
  {
    method: 'PATCH',
    path: '/api/admin/tags/{slug}/',
    url: async () => {
      await addVideo(ctx.database.db, { ...newVideoFields(), tags: ['Matrix tag'] }, null);
      return '/api/admin/tags/matrix-tag/';
    },
    request: () => ({ payload: { translations: { hi: { name: 'मैट्रिक्स' } } } }),
    expect: forEditors(200),
  },
  {
    method: 'PATCH',
    path: '/api/admin/categories/{slug}/',
    url: async () => '/api/admin/categories/bhajan/',
    request: () => ({ payload: { translations: { hi: { name: 'भजन' } } } }),
    expect: forEditors(200),
  },
  // ---- The console (issue 20): verification, temples, people.
  {
    method: 'POST',
    path: '/api/creators/me/verification/',
    // A creator sends a document of their own (uploaded by url(), which runs after request()).
    url: async (c) => {
      const body = verificationBodies.get(c);
      if (c.role === 'creator' && c.session && body) body.documents = [await uploadedPhoto(c.session)];
      return '/api/creators/me/verification/';
    },
    request: (c) => {
      const body = { documents: [randomUUID()], note: 'My identity card.' };
      verificationBodies.set(c, body);
      return { payload: body };
    },
    expect: { guest: 401, user: 403, other: 403, creator: 200, editor: 403, admin: 403 },
  },
  // How a creator is paid directly (issue 22): anyone with a creator profile, for their own.
  {
    method: 'PUT',
    path: '/api/creators/me/payment-instructions/',
    request: () => ({ payload: { payment_instructions: 'UPI: matrix@okaxis' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 200, editor: 403, admin: 403 },
  },
  ...(['verify', 'reject'] as const).map((action): Row => ({
    method: 'POST',
    path: `/api/admin/creators/{id}/${action}/`,
    url: async () => `/api/admin/creators/${await creatorAskingToBeVerified()}/${action}/`,
    request: () => ({ payload: action === 'reject' ? { reason: 'The photo is too dark to read.' } : {} }),
    expect: forEditors(200),
  })),
  {
    method: 'POST',
    path: '/api/admin/temples/',
    request: () => ({
      payload: { name: 'Matrix Devasthanam', deity: 'Vishnu', place: 'Tirupati', staff: matrixStaff },
    }),
    expect: forEditors(201),
  },
  {
    method: 'PATCH',
    path: '/api/admin/temples/{id}/',
    url: async () => `/api/admin/temples/${(await matrixTemple()).id}/`,
    request: () => ({ payload: { published: true } }),
    expect: forEditors(200),
  },
  // People are the administrators' alone; each row acts on the owner ("user").
  {
    method: 'PATCH',
    path: '/api/admin/people/{id}/',
    url: async (c) => `/api/admin/people/${c.owner.session.user.id}/`,
    request: () => ({ payload: { role: 'editor' } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, editor: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/admin/people/{id}/ban/',
    url: async (c) => `/api/admin/people/${c.owner.session.user.id}/ban/`,
    request: () => ({ payload: { reason: 'Spam.', days: 3 } }),
    expect: { guest: 401, user: 403, other: 403, creator: 403, editor: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/people/{id}/ban/',
    url: async (c) => {
      await ctx.database.db.execute(sql`
        insert into user_bans (user_id, reason) values (${c.owner.session.user.id}, 'Spam.')
        on conflict (user_id) do nothing`);
      return `/api/admin/people/${c.owner.session.user.id}/ban/`;
    },
    request: () => ({}),
    expect: { guest: 401, user: 403, other: 403, creator: 403, editor: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/admin/people/{id}/logout-all/',
    url: async (c) => `/api/admin/people/${c.owner.session.user.id}/logout-all/`,
    request: () => ({}),
    expect: { guest: 401, user: 403, other: 403, creator: 403, editor: 403, admin: 200 },
  },
  // A delivery the outbox gave up on is put back in line by an administrator alone.
  {
    method: 'POST',
    path: '/api/admin/deliveries/{id}/retry/',
    url: async () => {
      const [row] = await selectRows<{ id: number }>(
        ctx.database.db,
        sql`insert into outbox (topic, payload, attempts, failed_at, last_error)
            values ('matrix-given-up', '{}', 6, now(), 'no handler') returning id`,
      );
      return `/api/admin/deliveries/${row!.id}/retry/`;
    },
    request: () => ({}),
    expect: { guest: 401, user: 403, other: 403, creator: 403, editor: 403, admin: 200 },
  },
  // ---- Notifications: each person's own inbox and settings (another's item is a 404, in its own test).
  {
    method: 'POST',
    path: '/api/notifications/read/',
    request: () => ({ payload: { all: true } }),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    path: '/api/notifications/preferences/',
    request: () => ({ payload: { channels: { forum_reply_post: { email: true } }, quiet_hours: null } }),
    expect: signedIn(200),
  },
  { method: 'POST', path: '/api/notifications/test/', request: () => ({}), expect: signedIn(202) },
  { method: 'POST', path: '/api/notifications/stream-ticket/', request: () => ({}), expect: signedIn(200) },
  // ---- Web push: anyone with an account or a guest id keeps their own devices' subscriptions.
  {
    method: 'POST',
    path: '/api/push/subscriptions/',
    request: () => ({ payload: pushSubscriptionBody(), headers: { 'x-guest-uuid': randomUUID() } }),
    expect: everyone(201),
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions/',
    // The owner's subscription is made by url(), which runs after request() chose its endpoint.
    url: async (c) => {
      await ctx.database.db.execute(sql`
        insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${c.owner.session.user.id}, ${pushEndpoints.get(c)!}, 'B', 'A')`);
      return '/api/push/subscriptions/';
    },
    request: (c) => {
      const { endpoint } = pushSubscriptionBody();
      pushEndpoints.set(c, endpoint);
      return { payload: { endpoint }, headers: { 'x-guest-uuid': randomUUID() } };
    },
    // Only the owner removes it; anyone else, a guest included, is told it does not exist.
    expect: { guest: 404, user: 204, other: 404, creator: 404, admin: 404 },
  },
];

/** A browser's subscription as it posts it, with an endpoint of its own. */
const pushSubscriptionBody = () => ({
  endpoint: `https://push.example.org/send/${randomUUID()}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
/** The endpoint each caller of the unsubscribe row asks to remove. */
const pushEndpoints = new WeakMap<Caller, string>();

/** What a console row expects: members are refused, editors and administrators answered. */
function forEditors(status: number): Record<Role, number> {
  return { guest: 401, user: 403, other: 403, creator: 403, editor: status, admin: status };
}

const newVideoFields = () => ({
  youtube_url: `https://youtu.be/${randomUUID().replaceAll('-', '').slice(0, 11)}`,
  title: 'Evening aarti',
  category: 'bhajan',
  language: 'hindi',
});

/** A fresh video in the given state: published, or a creator's submission waiting for review. */
async function aVideo(status: 'published' | 'pending'): Promise<number> {
  const creator = status === 'pending' ? await createUser(ctx.database.db, { creatorType: 'tutor' }) : null;
  return addVideo(ctx.database.db, newVideoFields(), creator && { id: creator.id, publishes: false });
}

/** The verification row's request bodies, by caller, for its url() to put a document in. */
const verificationBodies = new WeakMap<Caller, { documents: string[]; note: string }>();

/** Uploads the matrix photo as `session`; answers the photo's id. */
async function uploadedPhoto(session: LoginResponse): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/photos/',
    payload: matrixPhoto,
    headers: { ...bearer(session.access), 'content-type': 'image/png' },
  });
  return PHOTO_PATH.exec(res.json().url)![1]!;
}

/** A new creator who has asked to be verified; answers their id. */
async function creatorAskingToBeVerified(): Promise<number> {
  const { answer } = await register(ctx.app, { creator_type: 'retreat_rep' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/me/verification/',
    payload: { documents: [await uploadedPhoto(answer)] },
    headers: bearer(answer.access),
  });
  return answer.user.id;
}

/** The username of a creator account that keeps the temples the console creates. */
let matrixStaff = '';

/** A 200 × 200 PNG for the upload row, drawn before the table runs. */
let matrixPhoto: Buffer;

/** A calendar date `n` days ahead at the retreats' place (India). */
const matrixDay = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const matrixRetreatFields = () => ({
  title: 'Matrix Yoga Week',
  type: 'yoga',
  place: 'Rishikesh',
  date_mode: 'fixed',
  departures: [{ start: matrixDay(20), end: matrixDay(27) }],
});

/** A retreat (through the API) of a representative who is none of the callers; answers its id. */
async function hostsRetreat(host?: LoginResponse): Promise<number> {
  const by = host ?? (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/retreats/',
    payload: matrixRetreatFields(),
    headers: bearer(by.access),
  });
  return res.json().id;
}

/** The shared retreat the host-side rows act on, with one large package. */
let matrixRetreatPromise: Promise<{ id: number; packageId: number }> | null = null;
let matrixRetreatPackage = 0;
function matrixRetreat() {
  matrixRetreatPromise ??= (async () => {
    const host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const id = await hostsRetreat(host);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/creators/retreats/${id}/packages/`,
      payload: { packages: [{ name: 'Hall', price_minor: 100000, capacity: 500 }] },
      headers: bearer(host.access),
    });
    matrixRetreatPackage = res.json().packages[0].id;
    return { id, packageId: matrixRetreatPackage };
  })();
  return matrixRetreatPromise;
}

/**
 * A published retreat with one large package and a departure, written straight to the database (the
 * host-side rows publish and unpublish the shared one); answers its slug.
 */
let guestsRetreatPromise: Promise<string> | null = null;
let guestsRetreatPackage = 0;
function guestsRetreat() {
  guestsRetreatPromise ??= (async () => {
    const host = (await register(ctx.app, { creator_type: 'retreat_rep' })).answer;
    const slug = `matrix-guest-retreat-${randomUUID().slice(0, 8)}`;
    const [retreat] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into retreats (slug, host_id, title, type, place, date_mode, departures)
          values (${slug}, ${host.user.id}, 'Matrix Meditation', 'meditation', 'Bodh Gaya', 'fixed',
                  ${JSON.stringify([{ start: matrixDay(30), end: matrixDay(33) }])}::jsonb)
          returning id`,
    );
    const [pkg] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into retreat_packages (retreat_id, name, price_minor, capacity)
          values (${retreat!.id}, 'Hall', 100000, 500) returning id`,
    );
    guestsRetreatPackage = pkg!.id;
    return slug;
  })();
  return guestsRetreatPromise;
}

/**
 * Confirms the addresses of the caller and the owner of what it acts on, as the mailed code would:
 * a paid place is held only for a confirmed address (lib/hold-limits.ts). The other rows keep them
 * unconfirmed, as a new account is (the verify-email rows need that).
 */
async function confirmed(c: Caller) {
  const ids = [c.owner.session.user.id, ...(c.session ? [c.session.user.id] : [])];
  await ctx.database.db.execute(
    sql`update users set email_verified_at = now() where id = any(${`{${ids.join(',')}}`}::int[]) and email_verified_at is null`,
  );
}

/** A held stay of the owner's at the shared retreat: its nights taken as a booking takes them. */
async function ownersRetreatBooking(c: Caller): Promise<number> {
  const retreat = await matrixRetreat();
  return ctx.database.db.transaction(async (tx) => {
    await lockRetreatNights(tx, retreat.id);
    const stay = { packageId: retreat.packageId, start: matrixDay(20), end: matrixDay(27), guests: 1 };
    await takeNights(tx, stay);
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into retreat_bookings (retreat_id, package_id, guest_id, start_date, end_date, guests, status,
                                        hold_expires_at, idempotency_key, total_minor, deposit_minor, currency,
                                        cancellation_policy)
          values (${retreat.id}, ${retreat.packageId}, ${c.owner.session.user.id}, ${stay.start}, ${stay.end}, 1, 'held',
                  now() + interval '10 minutes', ${randomUUID()}, 700000, 140000, 'INR', '[]'::jsonb)
          returning id`,
    );
    return row!.id;
  });
}

/** A temple managed by a creator of its own, with a free and a priced pooja (no notice, a large daily limit). */
let poojaTemple: Promise<{ id: number; pooja: string; poojaId: number; paidPooja: string }> | null = null;
function matrixTemple() {
  poojaTemple ??= (async () => {
    const manager = await register(ctx.app, { creator_type: 'retreat_rep' });
    const [temple] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into temples (slug, manager_id, name, deity, place)
          values ('matrix-temple', ${manager.answer.user.id}, 'Matrix Mandir', 'Shiva', 'Varanasi') returning id`,
    );
    const [pooja] = await selectRows<{ id: number }>(
      ctx.database.db,
      sql`insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
          values (${temple!.id}, 'matrix-pooja', 'Jal abhishek', 0, 1000, 0) returning id`,
    );
    await ctx.database.db.execute(sql`
      insert into poojas (temple_id, slug, name, price_minor, daily_limit, notice_days)
      values (${temple!.id}, 'matrix-pooja-paid', 'Rudrabhishek', 110000, 1000, 0)`);
    return { id: temple!.id, pooja: 'matrix-pooja', poojaId: pooja!.id, paidPooja: 'matrix-pooja-paid' };
  })();
  return poojaTemple;
}
/** The temple's today (Asia/Kolkata) and a day ahead of it, as dates. */
const matrixToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const matrixPoojaDay = () => new Date(Date.now() + 5.5 * 3_600_000 + 5 * 86_400_000).toISOString().slice(0, 10);

/** A booking by the owner of one of the matrix temple's poojas (the free one unless told) on a day. */
/** Each booking in a name of its own: the same pooja, day and name is booked once. */
let ownersPoojaNames = 0;
async function ownersPoojaBooking(c: Caller, day: string, pooja?: string): Promise<number> {
  await confirmed(c);
  ownersPoojaNames++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/poojas/${pooja ?? (await matrixTemple()).pooja}/bookings/`,
    payload: { day, devotee_name: `Meera ${ownersPoojaNames}`, idempotency_key: randomUUID() },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

/** The shared journey open to everyone's bookings, and its departure. */
let matrixJourney = 0;
let matrixDeparture = 0;
/** Departures added for the owners' bookings, one each: a traveller books a departure once. */
let ownersDepartures = 0;
const inDaysDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A booking by the owner of a place on the shared journey, on a departure of its own. */
async function ownersJourneyBooking(c: Caller): Promise<number> {
  await confirmed(c);
  ownersDepartures++;
  const [departure] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journey_departures (journey_id, start_date, capacity)
        values (${matrixJourney}, ${inDaysDate(30 + ownersDepartures)}, 500) returning id`,
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/journeys/matrix-journey/bookings/',
    payload: {
      departure_id: departure!.id,
      travellers: 1,
      traveller_names: ['Pilgrim'],
      idempotency_key: randomUUID(),
    },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

/** The owner's booking, paid and then cancelled with a refund due (what refund-sent acts on); answers its id. */
async function refundDue(table: 'bookings' | 'pooja_bookings' | 'retreat_bookings' | 'journey_bookings', id: number) {
  await ctx.database.db.execute(sql`
    update ${sql.identifier(table)} set status = 'cancelled', cancelled_at = now(), paid_at = now(),
           hold_expires_at = null, refund_minor = 1000
    where id = ${id}`);
  return id;
}

/**
 * The owner's booking, confirmed at checkout paying directly, never paid, and made 30 days ago, while
 * every creator gives a day to pay: past its deadline, what release-unpaid acts on. Answers its id.
 */
async function overdue(table: 'bookings' | 'pooja_bookings' | 'retreat_bookings' | 'journey_bookings', id: number) {
  const status = table === 'pooja_bookings' ? 'booked' : 'confirmed';
  await ctx.database.db.execute(sql`update creator_profiles set pay_within_days = 1`);
  await ctx.database.db.execute(sql`
    update ${sql.identifier(table)} set status = ${status}, hold_expires_at = null, paid_at = null,
           payment_provider = 'direct', created_at = now() - interval '30 days'
    where id = ${id}`);
  return id;
}

/** The booking, made as if it had happened: confirmed (or performed) and over two days ago. */
async function ended(table: 'pooja_bookings' | 'retreat_bookings' | 'journey_bookings', id: number) {
  const db = ctx.database.db;
  if (table === 'pooja_bookings') {
    await db.execute(
      sql`update pooja_bookings set status = 'performed', performed_at = now() - interval '2 days' where id = ${id}`,
    );
  } else if (table === 'retreat_bookings') {
    await db.execute(sql`update retreat_bookings set status = 'confirmed', hold_expires_at = null,
                           start_date = current_date - 5, end_date = current_date - 2 where id = ${id}`);
  } else {
    // Its own departure (ownersJourneyBooking makes one per booking) moves into the past.
    await db.execute(sql`update journey_bookings set status = 'completed', hold_expires_at = null where id = ${id}`);
    await db.execute(sql`update journey_departures d set start_date = current_date - 20 - d.id
                         from journey_bookings b where b.id = ${id} and d.id = b.departure_id`);
  }
  return id;
}

/** A review, by someone else, of a temple the row's owner manages (so replies to). */
async function reviewOfOwnersTemple(c: Caller): Promise<number> {
  const author = (await register(ctx.app)).answer;
  const [temple] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into temples (slug, manager_id, name, deity, place)
        values (${`owned-temple-${randomUUID().slice(0, 8)}`}, ${c.owner.session.user.id}, 'Owned Mandir', 'Devi', 'Ujjain')
        returning id`,
  );
  const [review] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into booking_reviews (kind, booking_id, item_id, author_id, rating, text)
        values ('pooja', ${Math.floor(Math.random() * 1e9)}, ${temple!.id}, ${author.user.id}, 5, 'Blessed.') returning id`,
  );
  return review!.id;
}

/** The full departure the waitlist rows line up for. */
let fullDeparture = 0;

/** The row's owner's place in the full departure's line (joined now, unless they wait already). */
async function ownersWaitlistEntry(c: Caller): Promise<number> {
  await confirmed(c);
  const [waiting] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`select id from waitlist_entries where person_id = ${c.owner.session.user.id} and status = 'waiting'`,
  );
  if (waiting) return waiting.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/waitlists/',
    payload: { kind: 'journey', target: { departure_id: fullDeparture }, seats: 1 },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

/** A journey of an organiser of its own (no caller of the row organises it). */
async function organisersJourney(): Promise<number> {
  const organiser = await register(ctx.app, { creator_type: 'retreat_rep' });
  matrixStaff = organiser.account.username;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/journeys/',
    payload: { title: 'Kashi yatra', duration_days: 3, price_minor: 100000 },
    headers: bearer(organiser.answer.access),
  });
  return res.json().id;
}

/** Japa in the daily practice of a signed-in caller, so a chanting session has somewhere to go. */
async function withJapa(session: LoginResponse) {
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/daily-dharma/setup/',
    payload: practiceSetup,
    headers: bearer(session.access),
  });
}

const tutorsClassFields = {
  title: 'Gita study',
  category: 'gita-study',
  language: 'hi',
  format: 'online',
  meeting_url: 'https://meet.example.org/gita',
  duration_minutes: 60,
  capacity: 4,
};

/** A class of a tutor of its own (no other caller of the row is that tutor). */
async function tutorsClass(): Promise<string> {
  const teacher = await register(ctx.app, { creator_type: 'tutor' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/creators/classes/',
    payload: tutorsClassFields,
    headers: bearer(teacher.answer.access),
  });
  return res.json().slug;
}

/** A booking of the owner's that is over and attended (the state a review needs). */
async function ownersAttendedBooking(c: Caller): Promise<number> {
  const id = await ownersBooking(c);
  await ctx.database.db.execute(sql`update bookings set status = 'attended' where id = ${id}`);
  return id;
}

/** A booking by the owner of a seat of the shared group class. */
/** The row's owner's booking of a sitting: their active one, as a person books a sitting once. */
async function ownersBooking(c: Caller, slug = 'matrix-group'): Promise<number> {
  await confirmed(c);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    // The tutor's two classes cannot meet at the same time: the paid one takes the third slot.
    payload: { class: slug, start: slug === 'matrix-paid' ? sharedSlot3 : sharedSlot, idempotency_key: randomUUID() },
    headers: bearer(c.owner.session.access),
  });
  if (res.statusCode !== 409) return res.json().id;
  const [active] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`select b.id from bookings b join classes k on k.id = b.class_id
        where b.learner_id = ${c.owner.session.user.id} and k.slug = ${slug} and b.status in ('held', 'confirmed')`,
  );
  return active!.id;
}

let proposals = 0;
/** A time of the shared group class's tutor well after its sittings, a minute further each call. */
function proposableTime() {
  return new Date(new Date(sharedSlot).getTime() + (6 * 60 + ++proposals) * 60_000).toISOString();
}

/** The owner's booking with a new time proposed by the tutor, waiting for their answer. */
async function ownersProposal(c: Caller): Promise<number> {
  const id = await ownersBooking(c);
  await ctx.database.db.execute(
    sql`update bookings set proposed_start_at = ${proposableTime()}, proposed_at = now() where id = ${id}`,
  );
  return id;
}

/** A community the row's owner ("user") created, so moderates. */
async function ownersCommunity(c: Caller): Promise<{ id: number; slug: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/communities/',
    payload: { name: `Owned ${randomUUID().slice(0, 8)}` },
    headers: bearer(c.owner.session.access),
  });
  return res.json();
}

/** A member anyone may ban (neither a moderator nor an admin). */
let matrixBannable = '';

/** The id of the owner's community, where the owner banned `matrixBannable`. */
async function ownersBan(c: Caller): Promise<number> {
  const community = await ownersCommunity(c);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/communities/${community.id}/bans/`,
    payload: { username: matrixBannable, reason: 'Spam links' },
    headers: bearer(c.owner.session.access),
  });
  expect(res.statusCode, res.body).toBe(201);
  return community.id;
}

/** A post by the owner in the owner's community. */
async function ownersPost(c: Caller): Promise<number> {
  const community = await ownersCommunity(c);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts/',
    payload: { title: 'Satsang tonight', community: community.slug },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

async function ownersComment(c: Caller): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/comments/',
    payload: { post: await ownersPost(c), content: 'Hari Om' },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

/** An open report on a post in the owner's community. */
async function ownersReport(c: Caller): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/reports/',
    payload: { content_type: 'post', content_id: await ownersPost(c), reason: 'other' },
    headers: bearer(c.owner.session.access),
  });
  return res.json().id;
}

/** A community and post that everyone may post, comment on and report. */
let sharedCommunity = '';
/** An open time of the shared group class 'matrix-group'. */
let sharedSlot = '';
let sharedSlot2 = '';
let sharedSlot3 = '';
let sharedPost = 0;

const practiceSetup = { level: 'beginner', practices: [{ kind: 'japa' }], time_zone: 'Asia/Kolkata' };

/** The id of a practice set up by the row's owner ("user"). */
async function ownersPractice(c: Caller): Promise<number> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/daily-dharma/setup/',
    payload: practiceSetup,
    headers: bearer(c.owner.session.access),
  });
  return res.json().active_practices[0].id;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMITS: 'off' } });
  matrixPhoto = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c8651b' } })
    .png()
    .toBuffer();
  await seedVideoCatalogue(ctx.database.db);
  const founder = await register(ctx.app);
  const community = await ctx.app.inject({
    method: 'POST',
    url: '/api/communities/',
    payload: { name: 'Open Satsang' },
    headers: bearer(founder.answer.access),
  });
  sharedCommunity = community.json().slug;
  const post = await ctx.app.inject({
    method: 'POST',
    url: '/api/posts/',
    payload: { title: 'Welcome', community: sharedCommunity },
    headers: bearer(founder.answer.access),
  });
  sharedPost = post.json().id;
  matrixBannable = (await register(ctx.app)).account.username;

  const teacher = await register(ctx.app, { creator_type: 'tutor' });
  const id = teacher.answer.user.id;
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await ctx.database.db.execute(
    sql`insert into tutors (user_id, slug, time_zone) values (${id}, 'matrix-tutor', 'Asia/Kolkata')`,
  );
  await ctx.database.db.execute(
    sql`insert into tutor_availability (tutor_id, weekly) values (${id}, ${weekly}::jsonb)`,
  );
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity, cancellation_hours)
    values ('matrix-group', ${id}, 'Group', 'yoga', 'en', 'all', 'online', 60, 500, 0)`);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const slots = await ctx.app.inject({ method: 'GET', url: `/api/classes/matrix-group/slots/?from=${day}&to=${day}` });
  sharedSlot = slots.json().results[0].start;
  sharedSlot2 = slots.json().results[1].start;
  sharedSlot3 = slots.json().results[2].start;
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, duration_minutes, capacity,
                         cancellation_hours, price_minor)
    values ('matrix-paid', ${id}, 'Paid group', 'yoga', 'en', 'all', 'online', 60, 500, 0, 50000)`);
  const organiser = await register(ctx.app, { creator_type: 'retreat_rep' });
  matrixStaff = organiser.account.username;
  const [journey] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journeys (slug, organiser_id, title, duration_days, price_minor, deposit_percent)
        values ('matrix-journey', ${organiser.answer.user.id}, 'Matrix yatra', 3, 100000, 25) returning id`,
  );
  const [departure] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journey_departures (journey_id, start_date, capacity)
        values (${journey!.id}, ${inDaysDate(30)}, 500) returning id`,
  );
  matrixJourney = journey!.id;
  matrixDeparture = departure!.id;
  // A departure whose one place is taken (seats_taken as a booking leaves it): there is a line to join.
  const [full] = await selectRows<{ id: number }>(
    ctx.database.db,
    sql`insert into journey_departures (journey_id, start_date, capacity, seats_taken)
        values (${journey!.id}, ${inDaysDate(29)}, 1, 1) returning id`,
  );
  fullDeparture = full!.id;
});
afterAll(() => ctx.close());

/** Fresh accounts for each row, so that one row's changes (a deletion, a new password) stay in it. */
async function callers(): Promise<Caller[]> {
  const user = await register(ctx.app);
  const other = await register(ctx.app);
  const creator = await register(ctx.app, { creator_type: 'tutor' });
  const editor = await register(ctx.app);
  await ctx.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.answer.user.id));
  const admin = await register(ctx.app);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.answer.user.id));
  const owner = { session: user.answer, account: user.account };
  const as = (role: Role, r: typeof user | null): Caller => ({
    role,
    session: r?.answer ?? null,
    account: r?.account ?? null,
    owner,
  });
  return [
    as('guest', null),
    as('user', user),
    as('other', other),
    as('creator', creator),
    as('editor', editor),
    as('admin', admin),
  ];
}

describe('authorization matrix', () => {
  it('has a row for every mutating endpoint of the API', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const mutating = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(MATRIX.map((r) => `${r.method} ${r.path}`).sort()).toEqual(mutating.sort());
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.path}`, async () => {
      const got: Record<string, number> = {};
      for (const caller of await callers()) {
        const { payload, auth = true, headers = {} } = row.request(caller);
        const res = await ctx.app.inject({
          method: row.method,
          url: row.url ? await row.url(caller) : row.path,
          payload: (payload ?? {}) as Record<string, unknown>,
          headers: { ...headers, ...(auth && caller.session ? bearer(caller.session.access) : {}) },
        });
        got[caller.role] = res.statusCode;
      }
      const expected = { ...row.expect, editor: row.expect.editor ?? row.expect.other };
      expect(got).toEqual(Object.fromEntries(ROLES.map((r) => [r, expected[r]])));
    });
  }
});
