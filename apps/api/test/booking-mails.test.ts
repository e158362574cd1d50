import { REVIEW_MESSAGES, type Booking, type LoginResponse, type SlotsAnswer } from '@sangam/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../src/context';
import { selectRows } from '../src/db/client';
import { createMailHandler } from '../src/mail/mailer';
import { mailText } from '../src/mail/templates';
import { formatWhen } from '../src/lib/booking-words';
import { claimDueReminders, claimHourReminders } from '../src/modules/classes/booking-reminders';
import { parseIcs, unescapeText, utcStamp } from './ics-reader';
import { bearer, confirmEmails, register } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink, type ReceivedMail } from './smtp-sink';

let ctx: TestContext;
let jobs: AppContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

/** The tutor reads Tamil in London; the learner reads Hindi in New York. */
let tutor: LoginResponse & { email: string };
let learner: LoginResponse & { email: string };
let other: LoginResponse;
const TUTOR_ZONE = 'Europe/London';
const LEARNER_ZONE = 'America/New_York';
const MEETING = 'https://meet.example/gita-room?pwd=a,b;c';
const ADDRESS = 'Sanskrit Bhavan, 12 Temple Road, Leicester';

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({
    env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off', PUBLIC_URL: 'https://sangam.example' },
  });
  jobs = createAppContext(ctx.config, ctx.database, ctx.app.log);
  const t = await register(ctx.app, { creator_type: 'tutor' });
  const l = await register(ctx.app);
  tutor = { ...t.answer, email: t.account.email };
  learner = { ...l.answer, email: l.account.email };
  other = (await register(ctx.app)).answer;
  await confirmEmails(ctx.database);
  const db = ctx.database.db;
  await db.execute(
    sql`update users set preferred_language = 'ta', display_name = 'Guru Meenakshi' where id = ${tutor.user.id}`,
  );
  await db.execute(sql`
    update users set preferred_language = 'hi', time_zone = ${LEARNER_ZONE}, display_name = 'Meera Sharma'
    where id = ${learner.user.id}`);
  await db.execute(sql`
    insert into tutors (user_id, slug, time_zone, languages) values (${tutor.user.id}, 'guru-meenakshi', ${TUTOR_ZONE}, '{ta,en}')`);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })));
  await db.execute(sql`
    insert into tutor_availability (tutor_id, weekly, minimum_notice_minutes, horizon_days)
    values (${tutor.user.id}, ${weekly}::jsonb, 60, 28)`);
});
afterAll(async () => {
  await jobs.close();
  await ctx.close();
  await smtp.close();
});

let classes = 0;
async function makeClass(
  extra: {
    price?: number;
    format?: 'online' | 'in_person';
    capacity?: number;
    translations?: Record<string, { title: string }>;
  } = {},
) {
  classes++;
  const slug = `thevaram-${classes}`;
  const format = extra.format ?? 'online';
  await ctx.database.db.execute(sql`
    insert into classes (slug, tutor_id, title, category, language, level, format, meeting_url, address,
                         duration_minutes, capacity, price_minor, currency, cancellation_hours, translations)
    values (${slug}, ${tutor.user.id}, ${`Thevaram, Tiruppugazh & Gita ${classes}`}, 'bhajan-music', 'ta', 'all',
            ${format}, ${format === 'online' ? MEETING : ''}, ${format === 'in_person' ? ADDRESS : ''}, 60,
            ${extra.capacity ?? 1}, ${extra.price ?? 0}, 'GBP', 0, ${JSON.stringify(extra.translations ?? {})}::jsonb)`);
  return { slug, title: `Thevaram, Tiruppugazh & Gita ${classes}` };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each test books its own day: the tutor's sittings may not overlap. */
async function slots(slug: string, day: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/classes/${slug}/slots/?from=${inDays(day)}&to=${inDays(day)}&tz=${TUTOR_ZONE}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SlotsAnswer).results.map((s) => s.start);
}

async function book(who: LoginResponse, slug: string, start: string): Promise<Booking> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: bearer(who.access),
    payload: { class: slug, start, idempotency_key: `key-${Math.random()}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function post(who: LoginResponse | null, url: string, payload: Record<string, unknown> = {}) {
  return ctx.app.inject({ method: 'POST', url, headers: who ? bearer(who.access) : {}, payload });
}

/** Waits for the mail to an address whose subject is `subject` (mails go out after the answer). */
async function mailTo(email: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > until)
      throw new Error(
        `no mail "${subject}" to ${email}; got ${JSON.stringify(smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject))}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The calendar attached to a mail, as content lines by name (the tests read one VEVENT). */
function calendar(mail: ReceivedMail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.contentType).toMatch(/^text\/calendar/);
  expect(file!.filename).toMatch(/\.ics$/);
  const lines = parseIcs(file!.content);
  for (const line of file!.content.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const get = (name: string) => lines.find((l) => l.name === name)?.value;
  return { get, raw: file!.content, contentType: file!.contentType };
}

const hi = (key: Parameters<typeof mailText>[1], values: Record<string, string>) => mailText('hi', key, values);
const ta = (key: Parameters<typeof mailText>[1], values: Record<string, string>) => mailText('ta', key, values);

/** Makes the change mailed next look later than the last, as it would be on a real day. */
const ageBooking = (id: number, seconds: number) =>
  ctx.database.db.execute(
    sql`update bookings set created_at = created_at - make_interval(secs => ${seconds}) where id = ${id}`,
  );

describe('booking mails', () => {
  it('go to both sides in their own language and zone, with an invitation that follows each change', async () => {
    const { slug, title } = await makeClass({ price: 2500 });
    const [first, second] = await slots(slug, 3);
    smtp.clear();
    const held = await book(learner, slug, first!);
    expect(held.status).toBe('held');
    const learnerWhen = formatWhen(new Date(held.start), new Date(held.end), 'hi', LEARNER_ZONE);
    const tutorWhen = formatWhen(new Date(held.start), new Date(held.end), 'ta', TUTOR_ZONE);
    expect(learnerWhen).not.toBe(formatWhen(new Date(held.start), new Date(held.end), 'hi', TUTOR_ZONE));

    // Made, held for payment: the learner is told the seat is held (no meeting link yet).
    const learnerHeld = await mailTo(learner.email, hi('booking_learner_held_subject', { title }));
    expect(learnerHeld.text).toContain('नमस्ते Meera Sharma,');
    expect(learnerHeld.text).toContain(learnerWhen);
    expect(learnerHeld.text).toContain('https://sangam.example/hi/my-bookings');
    expect(learnerHeld.text).not.toContain(MEETING);
    const heldIcs = calendar(learnerHeld);
    expect(heldIcs.get('METHOD')).toBe('REQUEST');
    expect(heldIcs.contentType).toContain('method=REQUEST');
    expect(heldIcs.get('UID')).toBe(`booking-${held.id}@sangam.example`);
    expect(heldIcs.get('DTSTART')).toBe(utcStamp(new Date(first!)));
    expect(heldIcs.get('DTSTART')).toBe(utcStamp(new Date(held.start)));
    expect(heldIcs.get('DTEND')).toBe(utcStamp(new Date(held.end)));
    expect(heldIcs.get('STATUS')).toBe('TENTATIVE');
    expect(unescapeText(heldIcs.get('SUMMARY')!)).toBe(title);
    expect(heldIcs.get('LOCATION')).toBeUndefined();
    expect(heldIcs.raw).not.toContain('meet.example');
    const firstSequence = Number(heldIcs.get('SEQUENCE'));

    // Paid: confirmed, and now the learner gets the meeting link too.
    await ageBooking(held.id, 60);
    expect((await post(tutor, `/api/bookings/${held.id}/mark-paid/`)).statusCode).toBe(200);
    const paid = await mailTo(learner.email, hi('booking_learner_confirmed_subject', { title }));
    expect(paid.text).toContain(hi('booking_learner_paid_body', { title, tutor: 'Guru Meenakshi', when: learnerWhen }));
    expect(paid.text).toContain(MEETING);
    const paidIcs = calendar(paid);
    expect(paidIcs.get('STATUS')).toBe('CONFIRMED');
    expect(unescapeText(paidIcs.get('LOCATION')!)).toBe(MEETING);
    const paidSequence = Number(paidIcs.get('SEQUENCE'));
    expect(paidSequence).toBeGreaterThan(firstSequence);

    // The tutor hears of it in Tamil, in London time, with the link to the room.
    const tutorPaid = await mailTo(tutor.email, ta('booking_tutor_paid_subject', { title }));
    expect(tutorPaid.text).toContain(tutorWhen);
    expect(tutorPaid.text).toContain('Meera Sharma');
    expect(tutorPaid.text).toContain(MEETING);
    expect(tutorPaid.text).toContain('https://sangam.example/ta/creator/bookings');
    const tutorPaidIcs = calendar(tutorPaid);
    expect(tutorPaidIcs.get('UID')).toBe(`booking-${held.id}@sangam.example`);
    expect(unescapeText(tutorPaidIcs.get('LOCATION')!)).toBe(MEETING);

    // Moved: the same event (UID) at the new time, with a higher SEQUENCE.
    await ageBooking(held.id, 60);
    const moved = await post(learner, `/api/bookings/${held.id}/reschedule/`, { start: second });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedWhen = formatWhen(new Date(second!), new Date(moved.json().end), 'hi', LEARNER_ZONE);
    const learnerMoved = await mailTo(learner.email, hi('booking_rescheduled_subject', { title }));
    expect(learnerMoved.text).toContain(movedWhen);
    const movedIcs = calendar(learnerMoved);
    expect(movedIcs.get('UID')).toBe(`booking-${held.id}@sangam.example`);
    expect(movedIcs.get('DTSTART')).toBe(utcStamp(new Date(second!)));
    expect(Number(movedIcs.get('SEQUENCE'))).toBeGreaterThan(paidSequence);
    const tutorMoved = await mailTo(tutor.email, ta('booking_rescheduled_subject', { title }));
    expect(calendar(tutorMoved).get('DTSTART')).toBe(utcStamp(new Date(second!)));

    // Cancelled by the learner: both calendars are told to drop the event.
    await ageBooking(held.id, 60);
    expect((await post(learner, `/api/bookings/${held.id}/cancel/`, { reason: '' })).statusCode).toBe(200);
    const learnerCancel = await mailTo(learner.email, hi('booking_cancelled_subject', { title }));
    expect(learnerCancel.text).toContain(
      hi('booking_learner_cancelled_self_body', { title, tutor: 'Guru Meenakshi', when: movedWhen }),
    );
    const cancelIcs = calendar(learnerCancel);
    expect(cancelIcs.get('METHOD')).toBe('CANCEL');
    expect(cancelIcs.get('STATUS')).toBe('CANCELLED');
    expect(cancelIcs.contentType).toContain('method=CANCEL');
    expect(cancelIcs.get('UID')).toBe(`booking-${held.id}@sangam.example`);
    expect(cancelIcs.get('DTSTART')).toBe(utcStamp(new Date(second!)));
    const tutorCancel = await mailTo(tutor.email, ta('booking_cancelled_subject', { title }));
    expect(tutorCancel.text).toContain('Meera Sharma');
    expect(calendar(tutorCancel).get('METHOD')).toBe('CANCEL');
  });

  it('tell the learner why the tutor cancelled, and where to book again', async () => {
    const { slug, title } = await makeClass({ format: 'in_person' });
    const [start] = await slots(slug, 4);
    smtp.clear();
    const booking = await book(learner, slug, start!);
    expect(booking.status).toBe('confirmed');
    // Free and in person: confirmed at once, the address for both sides.
    const confirmed = await mailTo(learner.email, hi('booking_learner_confirmed_subject', { title }));
    expect(confirmed.text).toContain(ADDRESS);
    expect(unescapeText(calendar(confirmed).get('LOCATION')!)).toBe(ADDRESS);
    const tutorNew = await mailTo(tutor.email, ta('booking_tutor_new_subject', { title }));
    expect(tutorNew.text).toContain(ADDRESS);

    const reason = 'I am unwell, please forgive me; let us meet next week.';
    expect((await post(tutor, `/api/bookings/${booking.id}/cancel/`, { reason })).statusCode).toBe(200);
    const mail = await mailTo(learner.email, hi('booking_cancelled_subject', { title }));
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`https://sangam.example/hi/classes/${slug}`);
    expect(calendar(mail).get('METHOD')).toBe('CANCEL');
    const tutorMail = await mailTo(tutor.email, ta('booking_cancelled_subject', { title }));
    expect(tutorMail.text).toContain(reason);
  });

  it('tell the tutor of a new booking once, when the learner has confirmed it', async () => {
    const { slug, title } = await makeClass({ price: 2500 });
    const [start] = await slots(slug, 11);
    smtp.clear();
    const held = await book(learner, slug, start!);
    expect(held.status).toBe('held');
    await mailTo(learner.email, hi('booking_learner_held_subject', { title }));
    await ctx.app.ctx.outbox.drain();
    // Only held for ten minutes: not yet news to the tutor.
    expect(smtp.received.filter((m) => m.to.includes(tutor.email))).toEqual([]);

    const res = await post(learner, `/api/bookings/${held.id}/checkout/`, { lang: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    const news = await mailTo(tutor.email, ta('booking_tutor_new_subject', { title }));
    expect(news.text).toContain('Meera Sharma');
    expect(calendar(news).get('STATUS')).toBe('CONFIRMED');
    await ctx.app.ctx.outbox.drain();
    expect(smtp.received.filter((m) => m.to.includes(tutor.email)).map((m) => m.subject)).toEqual([news.subject]);
  });

  it('name the class as each reader reads it: the Hindi learner in Hindi, the Tamil tutor in Tamil', async () => {
    const { slug } = await makeClass({
      translations: { hi: { title: 'तेवारम् और गीता' }, ta: { title: 'தேவாரமும் கீதையும்' } },
    });
    const [start] = await slots(slug, 13);
    smtp.clear();
    const booked = await book(learner, slug, start!);
    expect(booked.status).toBe('confirmed');
    const learnerMail = await mailTo(
      learner.email,
      hi('booking_learner_confirmed_subject', { title: 'तेवारम् और गीता' }),
    );
    expect(learnerMail.text).toContain('तेवारम् और गीता');
    expect(learnerMail.text).not.toContain('Thevaram');
    expect(unescapeText(calendar(learnerMail).get('SUMMARY')!)).toBe('तेवारम् और गीता');
    const tutorMail = await mailTo(tutor.email, ta('booking_tutor_new_subject', { title: 'தேவாரமும் கீதையும்' }));
    expect(unescapeText(calendar(tutorMail).get('SUMMARY')!)).toBe('தேவாரமும் கீதையும்');
    // The tutor's in-app item names it as their mail does.
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(tutor.access) });
    const titles = (inbox.json().results as { title: string }[]).map((n) => n.title);
    expect(titles.some((title) => title.includes('தேவாரமும் கீதையும்'))).toBe(true);
  });

  it('tell the tutor nothing of a held booking cancelled before it was confirmed', async () => {
    const { slug, title } = await makeClass({ price: 2500 });
    const [start] = await slots(slug, 12);
    smtp.clear();
    const held = await book(learner, slug, start!);
    expect(held.status).toBe('held');
    expect((await post(learner, `/api/bookings/${held.id}/cancel/`, { reason: '' })).statusCode).toBe(200);
    // The learner has their word that it is cancelled, the calendar's event dropped.
    const mail = await mailTo(learner.email, hi('booking_cancelled_subject', { title }));
    expect(calendar(mail).get('METHOD')).toBe('CANCEL');
    await ctx.app.ctx.outbox.drain();
    // The tutor was never told of the booking: its end is no news to them either.
    expect(smtp.received.filter((m) => m.to.includes(tutor.email))).toEqual([]);
  });

  it('do not hold up the answer or come twice when a booking request is retried', async () => {
    const { slug, title } = await makeClass();
    const [start] = await slots(slug, 5);
    smtp.clear();
    const payload = { class: slug, start, idempotency_key: 'same-attempt-twice' };
    const a = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: bearer(learner.access), payload });
    const b = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: bearer(learner.access), payload });
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    await mailTo(learner.email, hi('booking_learner_confirmed_subject', { title }));
    await mailTo(tutor.email, ta('booking_tutor_new_subject', { title }));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to.includes(learner.email))).toHaveLength(1);
  });
});

describe('the time of a class in a mail', () => {
  it("is said as the reader's language says the time of day", () => {
    const start = new Date('2026-03-14T03:30:00Z');
    const end = new Date('2026-03-14T04:30:00Z');
    expect(formatWhen(start, end, 'hi', 'Asia/Kolkata')).toBe('शनिवार, 14 मार्च 2026, सुबह 9:00–10:00 IST');
    expect(formatWhen(start, end, 'ta', 'Asia/Kolkata')).toMatch(/காலை 9:00\s?–\s?10:00/u);
    expect(formatWhen(start, end, 'en', 'Asia/Kolkata')).toMatch(/9:00\s?–\s?10:00\sAM/u);
  });
});

describe('the reminder a day before', () => {
  /** Puts a booking's sitting `hours` from now and its booking two days back. */
  async function dueIn(booking: Booking, hours: number, madeDaysAgo = 2) {
    await ctx.database.db.execute(sql`
      update class_sessions set start_at = now() + make_interval(hours => ${hours}),
                                end_at = now() + make_interval(hours => ${hours + 1}),
                                busy = tstzrange(now() + make_interval(hours => ${hours}),
                                                 now() + make_interval(hours => ${hours + 1}))
      where id = (select session_id from bookings where id = ${booking.id})`);
    await ctx.database.db.execute(
      sql`update bookings set created_at = now() - make_interval(days => ${madeDaysAgo}) where id = ${booking.id}`,
    );
  }

  it('is sent once to both sides, even when two runs claim at the same time', async () => {
    const { slug, title } = await makeClass();
    const [start, later, last] = await slots(slug, 6);
    const due = await book(learner, slug, start!);
    const justBooked = await book(other, slug, later!);
    const farAway = await book(learner, slug, last!);
    await dueIn(due, 20);
    await dueIn(justBooked, 21, 0);
    await dueIn(farAway, 30);
    smtp.clear();

    const runs = await Promise.all([claimDueReminders(jobs), claimDueReminders(jobs)]);
    expect(runs.flat().filter((id) => id === due.id)).toHaveLength(1);
    expect(runs.flat()).not.toContain(justBooked.id);
    expect(runs.flat()).not.toContain(farAway.id);
    expect(await claimDueReminders(jobs)).not.toContain(due.id);

    const mail = await mailTo(learner.email, hi('booking_reminder_subject', { title }));
    expect(mail.text).toContain(MEETING);
    const ics = calendar(mail);
    expect(ics.get('METHOD')).toBe('REQUEST');
    const [session] = await selectRows<{ start_at: string | Date }>(
      ctx.database.db,
      sql`select start_at from bookings b join class_sessions s on s.id = b.session_id where b.id = ${due.id}`,
    );
    expect(ics.get('DTSTART')).toBe(utcStamp(new Date(session!.start_at)));
    await mailTo(tutor.email, ta('booking_reminder_subject', { title }));
    await new Promise((r) => setTimeout(r, 200));
    const reminders = smtp.received.filter((m) => m.subject === hi('booking_reminder_subject', { title }));
    expect(reminders).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject === ta('booking_reminder_subject', { title }))).toHaveLength(1);
  });

  it('and an hour before an online class, both sides are told in-app (and by push), once, without a mail', async () => {
    const { slug, title } = await makeClass();
    const inPerson = await makeClass({ format: 'in_person' });
    const [there] = await slots(inPerson.slug, 6);
    const notOnline = await book(learner, inPerson.slug, there!);
    // The tutor's times left after that one.
    const [start] = await slots(slug, 6);
    const soon = await book(learner, slug, start!);
    // Booked days ago; the online class in half an hour, the other in ten minutes (a short sitting).
    for (const [booking, from, to] of [
      [soon, 30, 90],
      [notOnline, 10, 20],
    ] as const) {
      await ctx.database.db.execute(sql`
        update class_sessions set start_at = now() + make_interval(mins => ${from}),
                                  end_at = now() + make_interval(mins => ${to}),
                                  busy = tstzrange(now() + make_interval(mins => ${from}), now() + make_interval(mins => ${to}))
        where id = (select session_id from bookings where id = ${booking.id})`);
      await ctx.database.db.execute(
        sql`update bookings set created_at = now() - interval '2 days' where id = ${booking.id}`,
      );
    }
    // The bookings' own mails go first.
    await ctx.app.ctx.outbox.drain();
    await new Promise((r) => setTimeout(r, 300));
    const mailsBefore = smtp.received.length;
    const runs = await Promise.all([claimHourReminders(jobs), claimHourReminders(jobs)]);
    expect(runs.flat().filter((id) => id === soon.id)).toHaveLength(1);
    expect(runs.flat()).not.toContain(notOnline.id);
    expect(await claimHourReminders(jobs)).toEqual([]);
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(learner.access) });
    const item = (inbox.json().results as { kind: string; title: string; body: string; url: string }[]).find(
      (n) => n.kind === 'booking_reminder' && n.title.includes(title),
    );
    expect(item).toMatchObject({ title: `एक घंटे के भीतर शुरू: ${title}`, url: '/hi/my-bookings' });
    expect(item!.body).toMatch(/जुड़ने के लिए अपनी बुकिंग खोलें।$/);
    const forTutor = await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(tutor.access) });
    expect(forTutor.json().results.some((n: { title: string }) => n.title.includes(title))).toBe(true);
    await ctx.app.ctx.outbox.drain();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(mailsBefore).filter((m) => m.subject.includes(title))).toEqual([]);
  });
});

describe('reviews', () => {
  /** A confirmed booking of `who` whose sitting is over and that the tutor marked attended. */
  async function attended(who: LoginResponse, slug: string, start: string) {
    const booking = await book(who, slug, start);
    await ctx.database.db.execute(sql`
      update class_sessions set start_at = start_at - interval '30 days', end_at = end_at - interval '30 days',
                                busy = tstzrange(lower(busy) - interval '30 days', upper(busy) - interval '30 days')
      where id = (select session_id from bookings where id = ${booking.id})`);
    const res = await post(tutor, `/api/bookings/${booking.id}/attended/`);
    expect(res.statusCode, res.body).toBe(200);
    return booking;
  }

  it('are written once by the learner of an attended class, and make the tutor’s average', async () => {
    const { slug, title } = await makeClass({ capacity: 20 });
    const [start] = await slots(slug, 7);
    const booking = await book(learner, slug, start!);
    const review = (who: LoginResponse | null, payload: Record<string, unknown>, id = booking.id) =>
      post(who, `/api/bookings/${id}/review/`, payload);

    const early = await review(learner, { rating: 5, text: 'Wonderful' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'not_attended', detail: REVIEW_MESSAGES.notAttended });

    const seat = await attended(learner, slug, (await slots(slug, 8))[0]!);
    const secondSeat = await attended(other, slug, (await slots(slug, 9))[0]!);
    expect((await review(null, { rating: 5 }, seat.id)).statusCode).toBe(401);
    expect((await review(other, { rating: 5 }, seat.id)).statusCode).toBe(404);
    expect((await review(tutor, { rating: 5 }, seat.id)).statusCode).toBe(404);
    expect((await review(learner, { rating: 5 }, 999_999)).statusCode).toBe(404);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 'five' }, {}]) {
      const res = await review(learner, bad, seat.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    const long = await review(learner, { rating: 4, text: 'ॐ'.repeat(2001) }, seat.id);
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBeTruthy();

    // Two attempts at once: one review, one 409.
    const text = 'गुरुजी बहुत धैर्य से सिखाती हैं। हर शब्द का उच्चारण साफ़ समझ आया।';
    const [a, b] = await Promise.all([
      review(learner, { rating: 5, text }, seat.id),
      review(learner, { rating: 2 }, seat.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const created = (a.statusCode === 201 ? a : b).json();
    const conflict = (a.statusCode === 409 ? a : b).json();
    expect(conflict).toMatchObject({ code: 'already_reviewed', detail: REVIEW_MESSAGES.alreadyReviewed });
    expect(created).toMatchObject({
      rating: created.rating,
      learner: { username: learner.user.username },
      class: slug,
      class_title: title,
    });
    expect(Object.keys(created).sort()).toEqual(
      ['class', 'class_title', 'created_at', 'id', 'learner', 'rating', 'text'].sort(),
    );
    expect((await review(learner, { rating: 3 }, seat.id)).statusCode).toBe(409);

    const second = await review(other, { rating: 4, text: null }, secondSeat.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().text).toBe('');

    const page = (await ctx.app.inject({ method: 'GET', url: '/api/tutors/guru-meenakshi/' })).json();
    expect(page.rating_count).toBe(2);
    expect(page.rating).toBe((created.rating + 4) / 2);
    const [counts] = await selectRows<{ rating_sum: number; rating_count: number }>(
      ctx.database.db,
      sql`select rating_sum, rating_count from tutors where user_id = ${tutor.user.id}`,
    );
    expect(counts).toEqual({ rating_sum: created.rating + 4, rating_count: 2 });

    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/bookings/mine/', headers: bearer(learner.access) })
    ).json().results as Booking[];
    expect(mine.find((x) => x.id === seat.id)?.reviewed).toBe(true);
    expect(mine.find((x) => x.id === booking.id)?.reviewed).toBe(false);
  });

  it('are listed on the tutor’s page ten at a time, newest first', async () => {
    const { slug } = await makeClass({ capacity: 20 });
    const [start] = await slots(slug, 10);
    const people = await Promise.all(Array.from({ length: 11 }, async () => (await register(ctx.app)).answer));
    await confirmEmails(ctx.database);
    const seats: Booking[] = [];
    for (const person of people) seats.push(await book(person, slug, start!));
    // Everyone sat the same group sitting, now forty days ago.
    await ctx.database.db.execute(sql`
      update class_sessions set start_at = start_at - interval '40 days', end_at = end_at - interval '40 days',
                                busy = tstzrange(lower(busy) - interval '40 days', upper(busy) - interval '40 days')
      where id = (select session_id from bookings where id = ${seats[0]!.id})`);
    for (const [i, seat] of seats.entries()) {
      expect((await post(tutor, `/api/bookings/${seat.id}/attended/`)).statusCode).toBe(200);
      const res = await post(people[i]!, `/api/bookings/${seat.id}/review/`, { rating: 5, text: `Review ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }

    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/tutors/guru-meenakshi/reviews/${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        next: string | null;
        previous: string | null;
        results: Array<{ text: string }>;
      };
    };
    const first = await list('');
    const total = first.count;
    expect(total).toBeGreaterThanOrEqual(11);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]!.text).toBe('Review 10');
    expect(first.next).toBe('/api/tutors/guru-meenakshi/reviews/?page=2');
    expect(first.previous).toBeNull();
    const second = await list('?page=2');
    expect(second.results).toHaveLength(total - 10);
    expect(second.previous).toBe('/api/tutors/guru-meenakshi/reviews/?page=1');
    // By id too, like the tutor's page.
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/tutors/${tutor.user.id}/reviews/` });
    expect(byId.json().count).toBe(total);

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/tutors/nobody-here/reviews/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Tutor not found.');
    const badPage = await ctx.app.inject({ method: 'GET', url: '/api/tutors/guru-meenakshi/reviews/?page=0' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().detail).toBeTruthy();
  });
});

describe('without an SMTP server', () => {
  it('keeps the attachments in the outbox as sent', async () => {
    const sink = createMailHandler({ from: 'Sangam <no-reply@sangam.example>', log: ctx.app.log });
    if (!sink.inTransaction) throw new Error('without SMTP_URL, mail is written to the mail_outbox table');
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const mail = {
      to: 'outbox@example.test',
      subject: 'Invitation',
      text: 'Hari Om',
      html: '<p>Hari Om</p>',
      attachments: [{ filename: 'class.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    };
    await ctx.database.db.transaction((tx) =>
      sink.run(tx, mail as never, { id: 0, topic: 'mail', payload: mail, attempts: 1 }),
    );
    const [row] = await selectRows<{ attachments: unknown }>(
      ctx.database.db,
      sql`select attachments from mail_outbox where recipient = 'outbox@example.test'`,
    );
    expect(row!.attachments).toEqual([
      { filename: 'class.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);
  });
});
