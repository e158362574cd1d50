import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { describeApiError } from '../../../shared/api/error-messages';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { consoleCalls, personQuery, refreshAfterPersonChange } from '../api';
import { BanPanel } from '../components/ban-panel';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConsolePage } from '../components/console-page';
import { RoleForm } from '../components/role-form';
import styles from '../components/console.module.css';
import {
  BOOKING_STATUSES,
  JOURNEY_BOOKING_STATUSES,
  POOJA_BOOKING_STATUSES,
  RETREAT_BOOKING_STATUSES,
  type ConsolePersonDetail,
} from '@sangam/contracts';

/** `admin/people/{id}`: a person's account, role, ban, sessions, and what they wrote and booked. */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const { lang = 'en', id = '' } = useParams();
  const personId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const person = useQuery({ ...personQuery(personId), enabled: personId > 0 });
  const back = (
    <p>
      <Link to={localize(lang, paths.consolePeople())}>{t('person.back')}</Link>
    </p>
  );

  let body;
  if (personId > 0 && person.isPending) body = <Skeleton lines={10} label={t('common:loading')} />;
  else if (personId === 0 || person.isError) {
    const missing = personId === 0 || (person.error instanceof ApiError && person.error.status === 404);
    body = (
      <>
        <FormMessage kind="error">{missing ? t('person.not_found') : describeApiError(person.error).form}</FormMessage>
        {back}
      </>
    );
  } else body = <PersonDetail person={person.data!} back={back} />;

  return <ConsolePage title={t('common:pages.admin_person')}>{body}</ConsolePage>;
}

function PersonDetail({ person, back }: { person: ConsolePersonDetail; back: React.ReactNode }) {
  const { t, i18n } = useTranslation(['console', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const day = (iso: string) => dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const moment = (iso: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = person.display_name || person.username;
  const none = <p className={styles.meta}>{t('person.none')}</p>;

  return (
    <div className={styles.sections}>
      {back}
      <section className={styles.section} aria-labelledby="person-account">
        <h2 id="person-account">
          {name} <span className={styles.meta}>@{person.username}</span>
        </h2>
        <dl className={styles.facts}>
          <dt>{t('person.email')}</dt>
          <dd>{person.email_verified ? person.email : t('person.email_unconfirmed', { email: person.email })}</dd>
          <dt>{t('person.role')}</dt>
          <dd>{t(`people.roles.${person.role}`)}</dd>
          {person.creator_type ? (
            <>
              <dt>{t('person.creator_type')}</dt>
              <dd>{t(`creators.types.${person.creator_type}`)}</dd>
            </>
          ) : null}
          <dt>{t('person.joined')}</dt>
          <dd>{day(person.joined)}</dd>
          <dt>{t('person.karma')}</dt>
          <dd>{person.karma}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="person-role">
        <h2 id="person-role">{t('person.role')}</h2>
        <RoleForm key={person.role} person={person} />
      </section>
      <section className={styles.section} aria-labelledby="person-ban">
        <h2 id="person-ban">{t('person.ban_title')}</h2>
        <BanPanel person={person} />
      </section>
      <section className={styles.section} aria-labelledby="person-sessions">
        <h2 id="person-sessions">{t('person.sessions_title')}</h2>
        {person.sessions.length ? (
          <ul className={styles.list}>
            {person.sessions.map((session) => (
              <li key={`${session.started_at}-${session.user_agent}`}>
                {session.user_agent || t('person.unknown_device')}
                <br />
                <span className={styles.meta}>
                  {t('person.session', { started: moment(session.started_at), used: moment(session.last_used_at) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
        <p>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
            {t('person.logout_all')}
          </button>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="person-posts">
        <h2 id="person-posts">{t('person.posts_title')}</h2>
        {person.posts.length ? (
          <ul className={styles.list}>
            {person.posts.map((post) => (
              <li key={post.id}>
                <Link to={localize(lang, paths.post(post.id))}>{post.title}</Link>{' '}
                {post.is_removed ? <span className={styles.badge}>{t('person.removed')}</span> : null}
                <br />
                <span className={styles.meta}>
                  {t('person.in_community', { community: post.community })} · {day(post.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      <section className={styles.section} aria-labelledby="person-comments">
        <h2 id="person-comments">{t('person.comments_title')}</h2>
        {person.comments.length ? (
          <ul className={styles.list}>
            {person.comments.map((comment) => (
              <li key={comment.id}>
                <Link to={localize(lang, paths.post(comment.post))}>{comment.excerpt}</Link>{' '}
                {comment.is_removed ? <span className={styles.badge}>{t('person.removed')}</span> : null}
                <br />
                <span className={styles.meta}>{day(comment.created_at)}</span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      <section className={styles.section} aria-labelledby="person-bookings">
        <h2 id="person-bookings">{t('person.bookings_title')}</h2>
        {person.bookings.length ? (
          <ul className={styles.list}>
            {person.bookings.map((booking) => (
              <li key={`${booking.kind}-${booking.id}`}>
                {booking.title}
                <br />
                <span className={styles.meta}>
                  <BookingStatus kind={booking.kind} status={booking.status} /> · {day(booking.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t('person.logout_title', { name })}
          confirmLabel={t('person.logout_all')}
          action={() => consoleCalls.logoutAll(person.id)}
          onDone={() => {
            refreshAfterPersonChange(client);
            toast.success(t('person.logout_done', { name }));
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t('person.logout_text')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

const isOneOf = <T extends string>(states: readonly T[], status: string): status is T =>
  (states as readonly string[]).includes(status);

/** A booking's state in the words its booker reads on their own screens; an unknown one as the API sent it. */
function BookingStatus({ kind, status }: { kind: string; status: string }) {
  const { t } = useTranslation(['classes', 'retreats', 'poojas', 'travel']);
  if (kind === 'class' && isOneOf(BOOKING_STATUSES, status)) return t(`classes:status.${status}`);
  if (kind === 'retreat' && isOneOf(RETREAT_BOOKING_STATUSES, status)) return t(`retreats:status.${status}`);
  if (kind === 'pooja' && isOneOf(POOJA_BOOKING_STATUSES, status)) return t(`poojas:status.${status}`);
  if (kind === 'journey' && isOneOf(JOURNEY_BOOKING_STATUSES, status)) return t(`travel:status.${status}`);
  return status;
}
