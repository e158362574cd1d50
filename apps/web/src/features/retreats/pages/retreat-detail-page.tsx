import type { RetreatDetail } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { retreatQuery } from '../api';
import { formatClock, formatDateRange, formatMoney, joinList, languageName, zoneName } from '../format';
import { retreatFailure } from '../messages';
import { InquiryDialog } from '../components/inquiry-dialog';
import { RetreatNotFound } from '../components/not-found';
import { DepositNote, PolicyList } from '../components/policy';
import { RetreatArt } from '../components/retreat-art';
import styles from '../components/retreats.module.css';
import { VerifiedBadge } from '../../../shared/ui/verified-badge';
import { ItemReviews } from '../../reviews';

/** Places left at or under which a departure's package is said to be nearly full. */
const FEW_LEFT = 3;

/**
 * retreats/{slug}: everything a guest reads before booking (what, where, who teaches, the day, what
 * is included, dates with places left, packages, deposit and policy, the host), then Book, or a
 * question to the host (signed in: a guest signs in and comes back with the form open).
 */
export function Component() {
  const { t } = useTranslation('retreats');
  const { lang = 'en', slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const retreat = useQuery(retreatQuery(slug, lang));
  // Back from signing in to ask (`?ask=1`): the form is open from the start.
  const [asking, setAsking] = useState(() => params.get('ask') === '1' && isAuthenticated(session));

  useEffect(() => {
    if (retreat.data) track('retreat_view', { retreat: retreat.data.slug, type: retreat.data.type });
  }, [retreat.data]);

  // The request to ask is used once: a reload or a shared link does not open the form again.
  const askInAddress = params.has('ask');
  useEffect(() => {
    if (!askInAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('ask');
        return next;
      },
      { replace: true },
    );
  }, [askInAddress, setParams]);

  if (retreat.isPending) return <Skeleton lines={8} label={t('loading', { ns: 'common' })} />;
  if (retreat.isError) {
    if (retreat.error instanceof ApiError && retreat.error.status === 404) return <RetreatNotFound />;
    return (
      <PageFrame title={t('pages.retreat', { ns: 'common' })}>
        <p role="alert">{retreatFailure(retreat.error, 'load')}</p>
      </PageFrame>
    );
  }
  const r = retreat.data;

  const ask = () => {
    if (isAuthenticated(session)) {
      setAsking(true);
      return;
    }
    const back = new URLSearchParams(location.search);
    back.set('ask', '1');
    navigate(localize(lang, paths.login(`${location.pathname}?${back.toString()}`)));
  };

  return (
    <PageFrame title={r.title} item={r.title} wide>
      <div className={styles.tags}>
        <span className={styles.tag}>{t(`types.${r.type}`)}</span>
        <span className={styles.meta}>{t('card.place', { place: r.place, country: r.country })}</span>
      </div>
      <RetreatArt type={r.type} photo={r.photos[0] ?? r.photo} large />
      <div className={styles.layout}>
        <div>
          {/* The host's own words are in the retreat's language, whatever the page's. */}
          <div lang={r.content_language}>
            <p className={styles.lead}>{r.summary}</p>
            <p className={styles.prose}>{r.description}</p>
          </div>
          <Dates retreat={r} />
          <Packages retreat={r} />
          <Schedule retreat={r} />
          {r.included.length > 0 ? (
            <section className={styles.section} aria-labelledby="included">
              <h2 id="included">{t('detail.included')}</h2>
              <ul className={styles.included} lang={r.content_language}>
                {r.included.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {r.teachers.length > 0 ? (
            <section className={styles.section} aria-labelledby="teachers">
              <h2 id="teachers">{t('detail.teachers')}</h2>
              <ul className={styles.list} lang={r.content_language}>
                {r.teachers.map((teacher) => (
                  <li key={teacher.name} className={styles.panel}>
                    <h3>{teacher.name}</h3>
                    {teacher.bio ? <p>{teacher.bio}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Place retreat={r} />
          <section className={styles.section} aria-labelledby="policy">
            <h2 id="policy">{t('detail.policy')}</h2>
            <DepositNote percent={r.deposit_percent} />
            <p>{t('policy.intro')}</p>
            <PolicyList policy={r.cancellation_policy} />
          </section>
          <section className={styles.section} aria-labelledby="host">
            <h2 id="host">{t('detail.host')}</h2>
            <div className={styles.panel}>
              <h3>
                {r.host.display_name}
                <VerifiedBadge verified={r.host.verified} />
              </h3>
              {r.host.headline ? <p className={styles.meta}>{r.host.headline}</p> : null}
              {r.host.bio ? <p className={styles.prose}>{r.host.bio}</p> : null}
            </div>
          </section>
          <ItemReviews path="retreats" slug={r.slug} />
        </div>
        <BookingAside retreat={r} onAsk={ask} />
      </div>
      {asking ? <InquiryDialog retreat={r} onClose={() => setAsking(false)} /> : null}
    </PageFrame>
  );
}

/** The side box: the from-price, the languages, Book and Ask the organiser. */
function BookingAside({ retreat: r, onAsk }: { retreat: RetreatDetail; onAsk: () => void }) {
  const { t, i18n } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const cheapest = r.packages.length ? Math.min(...r.packages.map((p) => p.price_minor)) : null;
  const bookable = r.next_start !== null && r.packages.length > 0;
  return (
    <aside className={styles.aside} aria-label={t('detail.book_box')}>
      {cheapest === null ? null : (
        <p className={styles.price}>
          {r.date_mode === 'flexible'
            ? t('detail.from_per_night', { price: formatMoney(cheapest, r.currency, language) })
            : t('card.from_price', { price: formatMoney(cheapest, r.currency, language) })}
        </p>
      )}
      <p className={styles.meta}>
        {t('card.languages', {
          languages: joinList(
            r.languages.map((l) => languageName(l, language)),
            language,
          ),
        })}
      </p>
      <p className={styles.meta}>{t('card.deposit', { percent: r.deposit_percent })}</p>
      {bookable ? (
        <Link className="button" to={localize(lang, paths.bookRetreat(r.slug))}>
          {t('detail.book')}
        </Link>
      ) : (
        <p className={styles.notice}>{t('detail.no_dates')}</p>
      )}
      <button type="button" className="button button-secondary" onClick={onAsk}>
        {t('detail.ask')}
      </button>
      <p className={styles.hint}>{t('detail.ask_hint')}</p>
    </aside>
  );
}

/** The dates: the departures to come with places left per package, or the window of a flexible stay. */
function Dates({ retreat: r }: { retreat: RetreatDetail }) {
  const { t, i18n } = useTranslation('retreats');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const packageName = (id: number) => r.packages.find((p) => p.id === id)?.name ?? '';
  const book = localize(lang, paths.bookRetreat(r.slug));

  return (
    <section className={styles.section} aria-labelledby="dates">
      <h2 id="dates">{t('detail.dates')}</h2>
      {r.date_mode === 'flexible' ? (
        r.available_from && r.available_until ? (
          <div className={styles.panel}>
            <p>
              {t('detail.flexible_window', { range: formatDateRange(r.available_from, r.available_until, language) })}
            </p>
            <p>{t('detail.flexible_nights', { min: r.min_nights, max: r.max_nights })}</p>
            <p className={styles.hint}>{t('detail.flexible_hint')}</p>
          </div>
        ) : (
          <p className={styles.notice}>{t('detail.no_dates')}</p>
        )
      ) : r.departures.length === 0 ? (
        <p className={styles.notice}>{t('detail.no_dates')}</p>
      ) : (
        <ul className={styles.list}>
          {r.departures.map((d) => {
            const left = d.packages.reduce((sum, p) => sum + p.guests_left, 0);
            return (
              <li key={d.start} className={styles.panel}>
                <div className={styles.panelHead}>
                  <h3>{formatDateRange(d.start, d.end, language)}</h3>
                  <span className={styles.meta}>{t('nights', { count: d.nights })}</span>
                </div>
                <ul className={styles.places} aria-label={t('detail.places_left')}>
                  {d.packages.map((p) => (
                    <li key={p.package_id}>
                      <span>{packageName(p.package_id)}</span>
                      <span
                        className={
                          p.guests_left === 0 ? styles.soldOut : p.guests_left <= FEW_LEFT ? styles.few : undefined
                        }
                      >
                        {p.guests_left === 0 ? t('detail.full') : t('detail.left', { count: p.guests_left })}
                      </span>
                    </li>
                  ))}
                </ul>
                {left > 0 ? (
                  <p>
                    <Link
                      to={`${book}?start=${d.start}`}
                      aria-label={t('detail.choose_departure_named', {
                        range: formatDateRange(d.start, d.end, language),
                      })}
                    >
                      {t('detail.choose_departure')}
                    </Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The packages: rooms or kinds of stay, their price per person (per night when dates are flexible). */
function Packages({ retreat: r }: { retreat: RetreatDetail }) {
  const { t, i18n } = useTranslation('retreats');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section className={styles.section} aria-labelledby="packages">
      <h2 id="packages">{t('detail.packages')}</h2>
      <p className={styles.hint}>{t('detail.packages_hint')}</p>
      <ul className={styles.list}>
        {r.packages.map((p) => (
          <li key={p.id} className={styles.panel}>
            <div className={styles.panelHead}>
              <h3 lang={r.content_language}>{p.name}</h3>
              <span className={styles.price}>
                {r.date_mode === 'flexible'
                  ? t('price_per_night', { price: formatMoney(p.price_minor, r.currency, language) })
                  : t('price_per_person', { price: formatMoney(p.price_minor, r.currency, language) })}
              </span>
            </div>
            {p.description ? <p lang={r.content_language}>{p.description}</p> : null}
            <p className={styles.meta}>{t('detail.capacity', { count: p.capacity })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The daily schedule, on the retreat's own clock, with its zone named. */
function Schedule({ retreat: r }: { retreat: RetreatDetail }) {
  const { t, i18n } = useTranslation('retreats');
  const language = i18n.resolvedLanguage ?? 'en';
  if (r.schedule.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="schedule">
      <h2 id="schedule">{t('detail.schedule')}</h2>
      <p className={styles.hint}>
        {t('detail.schedule_zone', { zone: zoneName(r.time_zone, language), id: r.time_zone.replaceAll('_', ' ') })}
      </p>
      <dl className={styles.schedule}>
        {r.schedule.map((item) => (
          <div key={`${item.time}-${item.activity}`} className={styles.scheduleRow}>
            <dt>
              <time dateTime={item.time}>{formatClock(item.time, language)}</time>
            </dt>
            <dd lang={r.content_language}>{item.activity}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where: the place, its address, and a link to the map at its coordinates (no map is loaded here). */
function Place({ retreat: r }: { retreat: RetreatDetail }) {
  const { t } = useTranslation('retreats');
  const map =
    r.latitude !== null && r.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=14/${r.latitude}/${r.longitude}`
      : null;
  return (
    <section className={styles.section} aria-labelledby="place">
      <h2 id="place">{t('detail.place')}</h2>
      <address className={`${styles.panel} ${styles.address}`}>
        <p>{t('card.place', { place: r.place, country: r.country })}</p>
        {r.address ? <p className={styles.meta}>{r.address}</p> : null}
        {map ? (
          <p>
            <a href={map} target="_blank" rel="noopener noreferrer">
              {t('detail.map')}
            </a>
          </p>
        ) : null}
      </address>
    </section>
  );
}
