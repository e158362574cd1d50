import {
  RETREAT_HOST_ERROR_CODES,
  RETREAT_HOST_LIMITS as L,
  hostAvailabilityRequestSchema,
  type HostAvailabilityRequest,
  type HostRetreat,
} from '@sangam/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { zoneName } from '../../../../shared/lib/time-zones';
import { FormMessage, useFormMutation } from '../../../../shared/ui/form';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { TabList } from '../../../../shared/ui/tab-list';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { hostAvailabilityQuery, hostCalls, refreshHost } from '../api';
import { formatDate, formatMonth, monthBounds, shiftMonth, todayIn, wholeIn } from '../../../creator';
import { describeHostError, guestsNamedFor, hostMessages, schemaProblems } from '../messages';
import { NightCalendar, type NightView } from './night-calendar';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

type Change = HostAvailabilityRequest['changes'][number];
/** Unsaved changes by package and night ('12/2026-03-14'). */
type Pending = Map<string, Change>;
const keyOf = (packageId: number, night: string) => `${packageId}/${night}`;

/** The month to open on: the first night still to come that the retreat's dates offer. */
function firstMonth(retreat: HostRetreat, today: string): string {
  const starts =
    retreat.date_mode === 'fixed'
      ? retreat.departures.filter((d) => d.end > today).map((d) => (d.start > today ? d.start : today))
      : retreat.available_from && retreat.available_until && retreat.available_until > today
        ? [retreat.available_from > today ? retreat.available_from : today]
        : [];
  return (starts.sort()[0] ?? today).slice(0, 7);
}

interface Conflict {
  night: string;
  name: string;
  guests: number | null;
}

/**
 * The availability of a retreat: a month of nights per package, each with guests taken and its
 * capacity, closed or open. The host selects nights and closes, opens or gives them a capacity of
 * their own; the changes are kept until saved, all at once (the API takes all or none).
 */
export function AvailabilityEditor({ retreat }: { retreat: HostRetreat }) {
  const { t, i18n } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const client = useQueryClient();
  const today = todayIn(retreat.time_zone);
  const [month, setMonth] = useState(() => firstMonth(retreat, today));
  const [focusDay, setFocusDay] = useState(() => (month === today.slice(0, 7) ? today : `${month}-01`));
  const [packageId, setPackageId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(new Map());
  const [capacity, setCapacity] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  // The host's lists and every month of this retreat's nights are read again after a save.
  const { formError, busy, submit } = useFormMutation({
    mutationFn: (body: HostAvailabilityRequest) => hostCalls.changeNights(retreat.id, body),
    onSuccess: () => refreshHost(client),
  });
  const headingId = useId();
  const panelId = useId();

  const { first, last } = monthBounds(month);
  const availability = useQuery({
    ...hostAvailabilityQuery(retreat.id, first, last),
    placeholderData: keepPreviousData,
  });
  const data = availability.data;
  const packages = data?.packages ?? [];
  const current = packages.find((p) => p.id === packageId) ?? packages[0];

  // The nights of the current package as shown: saved state with the unsaved changes on top.
  const nights = useMemo(() => {
    const views = new Map<string, NightView>();
    if (!current || !data || data.from !== first) return views;
    for (const n of current.nights) {
      const change = pending.get(keyOf(current.id, n.night));
      const ownCapacity = change?.capacity === undefined ? n.own_capacity : change.capacity !== null;
      views.set(n.night, {
        night: n.night,
        capacity: change?.capacity === undefined ? n.capacity : (change.capacity ?? current.capacity),
        ownCapacity,
        guests: n.guests_taken,
        closed: change?.closed ?? n.closed,
        offered: n.offered,
        past: n.night < today,
        changed: Boolean(change),
      });
    }
    return views;
  }, [current, data, first, pending, today]);

  function goToMonth(day: string) {
    setMonth(day.slice(0, 7));
    setFocusDay(day);
    setSelected(new Set());
    setLocalError(null);
  }
  function choosePackage(id: string) {
    setPackageId(Number(id));
    setSelected(new Set());
    setLocalError(null);
  }
  function toggle(day: string) {
    const view = nights.get(day);
    if (!view || !view.offered || view.past) return;
    setSelected((set) => {
      const next = new Set(set);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  }

  /** Applies a change to every selected night (kept unsaved until Save). */
  function apply(change: { closed?: boolean; capacity?: number | null }) {
    if (!current) return;
    setLocalError(null);
    if (change.capacity !== undefined) {
      const wanted = change.capacity ?? current.capacity;
      const below = [...selected].filter((day) => (nights.get(day)?.guests ?? 0) > wanted).sort();
      if (below.length) {
        setLocalError(
          t('availability.below_guests', {
            nights: below
              .slice(0, L.nightsNamedMax)
              .map((day) =>
                t('availability.night_guests', {
                  date: formatDate(day, language, true),
                  count: nights.get(day)!.guests,
                }),
              )
              .join('; '),
          }),
        );
        return;
      }
    }
    setPending((map) => {
      const next = new Map(map);
      for (const day of selected) {
        const key = keyOf(current.id, day);
        next.set(key, { ...next.get(key), package_id: current.id, night: day, ...change });
      }
      return next;
    });
    setSelected(new Set());
  }

  function setOwnCapacity() {
    const value = wholeIn(capacity, L.capacityMin, L.capacityMax);
    if (value === null) {
      setLocalError(t('errors.capacity'));
      return;
    }
    apply({ capacity: value });
  }

  async function save() {
    const changes = [...pending.values()];
    if (!changes.length) return;
    setConflicts([]);
    // The changes as the contract takes them (at most so many at once): the first problem is said.
    const parsed = hostAvailabilityRequestSchema.safeParse({ changes });
    if (!parsed.success) {
      setLocalError(hostMessages(schemaProblems(parsed.error.issues, () => 'changes')).changes ?? null);
      return;
    }
    const saved = await submit({ changes }, (error) => {
      const described = describeHostError(error);
      // 'changes.3.capacity': the night sent fourth; a 409 names its guests.
      const found: Conflict[] = [];
      for (const path of Object.keys(described.fields)) {
        const change = changes[Number(path.split('.')[1])];
        if (!change) continue;
        const name = packages.find((p) => p.id === change.package_id)?.name ?? '';
        const guests =
          error instanceof ApiError && error.code === RETREAT_HOST_ERROR_CODES.capacityBelowTaken
            ? guestsNamedFor(error.detail, name, change.night)
            : null;
        found.push({ night: change.night, name, guests });
      }
      setConflicts(found.sort((a, b) => a.night.localeCompare(b.night)));
      const first = Object.values(described.fields)[0];
      return { form: described.form === null ? null : (first ?? described.form), fields: {} };
    });
    if (!saved) return;
    setPending(new Map());
    toast.success(t('availability.saved', { count: changes.length }));
  }

  if (availability.isPending) return <Skeleton lines={8} label={t('common:loading')} />;
  if (availability.isError)
    return <FormMessage kind="error">{describeHostError(availability.error, 'load').form}</FormMessage>;
  if (!current)
    return (
      <div className={creator.empty}>
        <p>{t('availability.no_packages')}</p>
        <p>
          <Link className="button" to={localize(lang, paths.creatorRetreatPackages(retreat.id))}>
            {t('list.packages_link')}
          </Link>
        </p>
      </div>
    );

  const selectable = [...nights.values()].filter((n) => n.offered && !n.past).map((n) => n.night);
  const monthTitle = formatMonth(month, language);

  return (
    <div className={creator.sections}>
      <p className={creator.meta}>{t('availability.zone', { zone: zoneName(retreat.time_zone, language) })}</p>
      {packages.length > 1 ? (
        <TabList
          tabs={packages.map((p) => ({
            id: String(p.id),
            label: p.active ? p.name : t('availability.package_off', { name: p.name }),
          }))}
          current={String(current.id)}
          onChange={choosePackage}
          label={t('availability.packages')}
          panelId={panelId}
        />
      ) : null}
      <section
        id={panelId}
        className={creator.card}
        {...(packages.length > 1
          ? { role: 'tabpanel', 'aria-labelledby': `${panelId}-tab-${current.id}` }
          : { 'aria-labelledby': headingId })}
      >
        <div className={styles.monthBar}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => goToMonth(`${shiftMonth(month, -1)}-01`)}
          >
            <span aria-hidden="true">‹</span> <span className="visually-hidden">{t('availability.previous')}</span>
          </button>
          <h2 id={headingId} aria-live="polite">
            {monthTitle}
            <span className="visually-hidden">, {current.name}</span>
          </h2>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => goToMonth(`${shiftMonth(month, 1)}-01`)}
          >
            <span className="visually-hidden">{t('availability.next')}</span> <span aria-hidden="true">›</span>
          </button>
        </div>
        <p className={creator.meta}>
          {t('availability.package_capacity', { name: current.name, count: current.capacity })}
        </p>
        <p className={creator.hint}>{t('availability.keys_hint')}</p>
        <div className={styles.calendarWrap} aria-busy={availability.isPlaceholderData}>
          <NightCalendar
            month={month}
            nights={nights}
            selected={selected}
            focusDay={focusDay.slice(0, 7) === month ? focusDay : first}
            labelledBy={headingId}
            onFocusDay={setFocusDay}
            onToggle={toggle}
            onMonth={goToMonth}
          />
        </div>
        <ul className={styles.legend} aria-label={t('availability.legend')}>
          <li>
            <span className={`${styles.swatch} ${styles.nightOpenSwatch}`} aria-hidden="true" />
            {t('availability.legend_open')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.nightFullSwatch}`} aria-hidden="true" />
            {t('availability.legend_full')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.nightClosedSwatch}`} aria-hidden="true">
              ✕
            </span>
            {t('availability.legend_closed')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.nightChangedSwatch}`} aria-hidden="true" />
            {t('availability.legend_changed')}
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.nightOffSwatch}`} aria-hidden="true" />
            {t('availability.legend_off')}
          </li>
        </ul>
      </section>

      <section className={creator.card} aria-labelledby="night-actions">
        <h2 id="night-actions">{t('availability.actions_title')}</h2>
        <p aria-live="polite">
          {selected.size ? t('availability.selected', { count: selected.size }) : t('availability.none_selected')}
        </p>
        <div className={creator.cardActions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!selectable.length}
            onClick={() => setSelected(new Set(selectable))}
          >
            {t('availability.select_all')}
          </button>
          <button
            type="button"
            className="button-link"
            disabled={!selected.size}
            onClick={() => setSelected(new Set())}
          >
            {t('availability.clear_selection')}
          </button>
        </div>
        <div className={creator.cardActions}>
          <button type="button" className="button" disabled={!selected.size} onClick={() => apply({ closed: true })}>
            {t('availability.close')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!selected.size}
            onClick={() => apply({ closed: false })}
          >
            {t('availability.open')}
          </button>
        </div>
        <div className={styles.capacityBar}>
          <div className={styles.rowField}>
            <label htmlFor="night-capacity">{t('availability.capacity')}</label>
            <input
              id="night-capacity"
              className={styles.rowInput}
              type="number"
              inputMode="numeric"
              min={L.capacityMin}
              max={L.capacityMax}
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={!selected.size || !capacity}
            onClick={setOwnCapacity}
          >
            {t('availability.set_capacity')}
          </button>
          <button
            type="button"
            className="button-link"
            disabled={!selected.size}
            onClick={() => apply({ capacity: null })}
          >
            {t('availability.package_capacity_back')}
          </button>
        </div>
        {localError ? <FormMessage kind="error">{localError}</FormMessage> : null}
      </section>

      <div className={styles.saveBar}>
        {formError ? (
          <FormMessage kind="error">
            {formError}
            {conflicts.length ? (
              <ul className={styles.conflictList}>
                {conflicts.map((c) => (
                  <li key={`${c.name}/${c.night}`}>
                    {c.guests === null
                      ? `${c.name}: ${formatDate(c.night, language, true)}`
                      : t('availability.conflict_night', {
                          name: c.name,
                          date: formatDate(c.night, language, true),
                          count: c.guests,
                        })}
                  </li>
                ))}
              </ul>
            ) : null}
          </FormMessage>
        ) : null}
        <p aria-live="polite" className={creator.meta}>
          {pending.size ? t('availability.unsaved', { count: pending.size }) : t('availability.all_saved')}
        </p>
        <div className={creator.cardActions}>
          <button
            type="button"
            className="button"
            disabled={!pending.size || busy}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {busy ? t('availability.saving') : t('availability.save')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!pending.size || busy}
            onClick={() => {
              setPending(new Map());
              setConflicts([]);
            }}
          >
            {t('availability.discard')}
          </button>
        </div>
      </div>
    </div>
  );
}
