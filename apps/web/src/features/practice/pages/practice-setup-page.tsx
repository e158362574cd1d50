import {
  PRACTICE_CATALOGUE,
  PRACTICE_LEVELS,
  PRACTICE_LIMITS,
  PRACTICE_PRESETS,
  type PracticeLevel,
  type PracticeSetupRequest,
  type Tracker,
} from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, sessionStore, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { FormMessage, formStyles } from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { practiceCalls, practiceKeys, trackerQuery } from '../api';
import { targetLabel } from '../labels';
import { ReminderOnThisDevice } from '../components/reminder-on-this-device';
import styles from '../components/practice.module.css';
import { readerZone } from '../../../shared/location/reader-place';

const isLevel = (value: string | null): value is PracticeLevel =>
  (PRACTICE_LEVELS as readonly string[]).includes(value ?? '');

/**
 * Setup (spec: daily-dharma/setup, titled Daily Practice): the level, the practices (from the
 * catalogue or one's own), and a daily reminder. `preset` and `practices` in the query choose for
 * the person (links from nudges); `from` says where they came from (default home).
 */
export function Component() {
  const { t } = useTranslation('practice');
  const [query] = useSearchParams();
  const tracker = useQuery(trackerQuery());
  const from = query.get('from') ?? 'home';
  useEffect(() => track('setup_view', { from }), [from]);
  return (
    <PageFrame title={t('pages.practice_setup', { ns: 'common' })} lead={t('setup.lead')}>
      {tracker.isPending ? (
        <Skeleton lines={6} label={t('setup.loading')} />
      ) : (
        <SetupForm start={startingPoint(tracker.data, query)} from={from} />
      )}
    </PageFrame>
  );
}

interface Start {
  level: PracticeLevel;
  chosen: string[];
  customs: string[];
  touched: boolean;
  reminders: boolean;
  time: string;
}

/** What the form starts from: what is saved, unless the link chooses a preset or practices. */
function startingPoint(saved: Tracker | undefined, query: URLSearchParams): Start {
  const preset = query.get('preset');
  const listed = (query.get('practices') ?? '')
    .split(',')
    .filter((kind) => PRACTICE_CATALOGUE.some((e) => e.kind === kind));
  if (saved?.active_practices.length && !preset && !listed.length) {
    return {
      level: saved.level ?? 'beginner',
      chosen: saved.active_practices.filter((p) => p.kind !== 'custom').map((p) => p.kind),
      customs: saved.active_practices.filter((p) => p.kind === 'custom').map((p) => p.name),
      touched: true,
      reminders: saved.reminders_enabled,
      time: saved.reminder_time ?? '06:30',
    };
  }
  const level = isLevel(preset) ? preset : 'beginner';
  return {
    level,
    chosen: listed.length ? listed : [...PRACTICE_PRESETS[level]],
    customs: [],
    touched: listed.length > 0,
    reminders: false,
    time: '06:30',
  };
}

function SetupForm({ start, from }: { start: Start; from: string }) {
  const { t } = useTranslation('practice');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const client = useQueryClient();

  const [level, setLevel] = useState<PracticeLevel>(start.level);
  const [chosen, setChosen] = useState<string[]>(start.chosen);
  const [customs, setCustoms] = useState<string[]>(start.customs);
  const [custom, setCustom] = useState('');
  const [touched, setTouched] = useState(start.touched);
  const [reminders, setReminders] = useState(start.reminders);
  const [time, setTime] = useState(start.time);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { level: useId(), custom: useId(), time: useId() };

  const save = useMutation({
    mutationFn: (body: PracticeSetupRequest) => practiceCalls.saveSetup(body),
    onSuccess: (answer) => {
      client.setQueryData(practiceKeys.tracker(), answer);
      track('save_setup', { level, practices: answer.active_practices.length, from });
      if (answer.reminders_enabled) track('reminder_set', { time: answer.reminder_time });
      if (signedIn) {
        sessionStore.set({ hasPractices: answer.active_practices.length > 0 });
        navigate(localize(lang, paths.practiceTracker()));
      } else {
        navigate(localize(lang, paths.dailyDharma()));
      }
    },
    onError: () => setProblem(t('setup.error')),
  });

  function chooseLevel(next: PracticeLevel) {
    setLevel(next);
    track('level_selection', { level: next });
    if (!touched) setChosen([...PRACTICE_PRESETS[next]]);
  }

  function toggle(kind: string) {
    setTouched(true);
    setChosen((list) => (list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind]));
    track('practice_selection', { practice: kind });
  }

  function addCustom() {
    const name = custom.trim();
    if (!name) return;
    if (customs.some((c) => c.toLowerCase() === name.toLowerCase())) {
      setProblem(t('setup.duplicate'));
      return;
    }
    setCustoms((list) => [...list, name]);
    setCustom('');
    setProblem(null);
    track('custom_practice', {});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const total = chosen.length + customs.length;
    if (total === 0) return setProblem(t('setup.none_chosen'));
    if (total > PRACTICE_LIMITS.maxActive) return setProblem(t('setup.too_many', { count: PRACTICE_LIMITS.maxActive }));
    setProblem(null);
    save.mutate({
      level,
      practices: [...chosen.map((kind) => ({ kind })), ...customs.map((name) => ({ kind: 'custom', name }))],
      reminder_time: reminders ? time : null,
      reminders_enabled: reminders,
      // Reminders come in the zone of the reader's place (the city they chose), else this device's.
      time_zone: readerZone(),
    });
  }

  const levelIndex = PRACTICE_LEVELS.indexOf(level);
  return (
    <form className={styles.setup} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('setup.level_legend')}</legend>
        <div className={styles.levels}>
          {PRACTICE_LEVELS.map((option) => (
            <label key={option} className={`${styles.level} ${level === option ? styles.selected : ''}`}>
              <input
                type="radio"
                name={ids.level}
                value={option}
                checked={level === option}
                onChange={() => chooseLevel(option)}
              />
              <span className={styles.levelName}>{t(`levels.${option}.name`)}</span>
              <span className={styles.levelHint}>{t(`levels.${option}.hint`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('setup.practices_legend')}</legend>
        <ul className={styles.catalogue}>
          {PRACTICE_CATALOGUE.map((entry) => (
            <li key={entry.kind}>
              <label className={`${styles.choice} ${chosen.includes(entry.kind) ? styles.selected : ''}`}>
                <input type="checkbox" checked={chosen.includes(entry.kind)} onChange={() => toggle(entry.kind)} />
                <span className={styles.choiceName}>{t(`practices.${entry.kind}.name` as 'practices.japa.name')}</span>
                <span className={styles.choiceHint}>{t(`practices.${entry.kind}.hint` as 'practices.japa.hint')}</span>
                <span className={styles.choiceTarget}>{targetLabel(t, entry.targets[levelIndex]!, entry.unit)}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className={styles.customRow}>
          <div className={formStyles.field}>
            <label htmlFor={ids.custom} className={formStyles.label}>
              {t('setup.custom_label')}
            </label>
            <input
              id={ids.custom}
              className={formStyles.input}
              value={custom}
              maxLength={PRACTICE_LIMITS.customNameMax}
              placeholder={t('setup.custom_placeholder')}
              onChange={(event) => setCustom(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addCustom();
                }
              }}
            />
          </div>
          <button type="button" className="button button-secondary" onClick={addCustom}>
            {t('setup.custom_add')}
          </button>
        </div>
        {customs.length ? (
          <ul className={styles.customs}>
            {customs.map((name) => (
              <li key={name}>
                <span>{name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('setup.custom_remove', { name })}
                  onClick={() => setCustoms((list) => list.filter((c) => c !== name))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('setup.reminder_legend')}</legend>
        <label className={styles.inline}>
          <input type="checkbox" checked={reminders} onChange={(event) => setReminders(event.target.checked)} />
          {signedIn ? t('setup.reminder_toggle') : t('setup.reminder_toggle_guest')}
        </label>
        {reminders ? (
          <div className={formStyles.field}>
            <label htmlFor={ids.time} className={formStyles.label}>
              {t('setup.reminder_time')}
            </label>
            <input
              id={ids.time}
              type="time"
              className={formStyles.input}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              required
            />
          </div>
        ) : null}
        {signedIn ? (
          reminders ? (
            <p className={styles.note}>
              <Link to={`${localize(lang, paths.profile())}#notifications`}>{t('setup.reminder_settings_link')}</Link>
            </p>
          ) : null
        ) : (
          <>
            {/* A guest's reminder can only be a notification on this device: offered once they want one. */}
            {reminders ? <ReminderOnThisDevice /> : null}
            <p className={styles.note}>{t('setup.reminder_guest')}</p>
          </>
        )}
      </fieldset>

      {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t('setup.saving') : t('setup.save')}
      </button>
    </form>
  );
}
