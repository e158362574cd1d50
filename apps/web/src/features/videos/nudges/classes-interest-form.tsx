import { AGE_RANGES, CLASS_INTEREST_CATEGORIES, isTimeZone } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client';
import { useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { timeZoneOptions } from '../../../shared/lib/time-zones';
import { FormMessage, formStyles, SelectField } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { videoCalls } from '../api';
import { useNudgeShown } from './use-nudge-shown';
import styles from './nudges.module.css';
import { browserZone } from '../../../shared/lib/time-zones';

const TOTAL_STEPS = 3;
/** The page checks the shape only (the server validates fully); no schema library in the bundle. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type ErrorKey = 'categories' | 'age_ranges' | 'time_zone' | 'email' | 'consent';
export type ClassesFormExit = 'submitted' | 'not_now' | 'not_interested' | 'close';

/**
 * The classes-interest form of spec sections 4 and 5: three steps (classes, age ranges, then time
 * zone, email and consent), each checked before the next with the section 5 messages; Back,
 * Next/Submit, Not now and Not interested.
 */
export function ClassesInterestForm({ trigger, onExit }: { trigger: string; onExit: (exit: ClassesFormExit) => void }) {
  const { t, i18n } = useTranslation('videos');
  const session = useSession();
  const [step, setStep] = useState(1);
  const [categories, setCategories] = useState<string[]>([]);
  const [ages, setAges] = useState<string[]>([]);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [state, setState] = useState<'editing' | 'sent' | 'failed'>('editing');
  // The visitor's own zone, and the current name of India's (browsers list the old Asia/Calcutta).
  const zones = useMemo(() => timeZoneOptions(i18n.resolvedLanguage ?? 'en', timeZone, 'Asia/Kolkata', 'UTC'), []); // eslint-disable-line react-hooks/exhaustive-deps -- the list is made once
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useNudgeShown('classes_interest', trigger);

  const message = (key: ErrorKey) => t(`classes_form.errors.${key}`);

  const send = useMutation({
    mutationFn: videoCalls.sendClassesInterest,
    onSuccess: () => {
      track('class_interest_submit', { nudge: 'classes_interest', categories: categories.join(','), trigger });
      setState('sent');
    },
    onError: (err) => {
      // The server's field errors name fields we already explain; show ours, in the reader's language.
      if (err instanceof ApiError && err.status === 400) {
        const known: ErrorKey[] = ['categories', 'age_ranges', 'time_zone', 'email', 'consent'];
        const fields = Object.keys(err.fieldErrors)
          .map((f) => f.split('.')[0] as ErrorKey)
          .filter((f) => known.includes(f));
        setErrors(Object.fromEntries(fields.map((f) => [f, message(f)])));
        setState(fields.length ? 'editing' : 'failed');
      } else {
        setState('failed');
      }
    },
  });

  /** The checks of one step, with the section 5 messages (the same rules the server applies). */
  function problemsOf(current: number): Partial<Record<ErrorKey, string>> {
    if (current === 1) return categories.length ? {} : { categories: message('categories') };
    if (current === 2) return ages.length ? {} : { age_ranges: message('age_ranges') };
    const found: Partial<Record<ErrorKey, string>> = {};
    if (!timeZone || !isTimeZone(timeZone)) found.time_zone = message('time_zone');
    if (!EMAIL_SHAPE.test(email.trim())) found.email = message('email');
    if (!consent) found.consent = message('consent');
    return found;
  }

  function goTo(next: number) {
    setErrors({});
    setStep(next);
    track('next_step', { form: 'classes_interest', step: next });
    // The new step's question is read out and keyboard focus starts there.
    requestAnimationFrame(() => stepHeading.current?.focus());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(step);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (step < TOTAL_STEPS) return goTo(step + 1);
    setState('editing');
    send.mutate({
      categories: categories as (typeof CLASS_INTEREST_CATEGORIES)[number][],
      age_ranges: ages as (typeof AGE_RANGES)[number][],
      time_zone: timeZone,
      email,
      consent: true,
      language: i18n.language,
    });
  }

  const exit = (how: ClassesFormExit) => {
    if (how !== 'submitted') track('nudge_dismiss', { nudge: 'classes_interest', action: how });
    onExit(how);
  };

  if (state === 'sent') {
    return (
      <Modal title={t('classes_form.title')} onClose={() => exit('submitted')}>
        <FormMessage kind="success">{t('classes_form.thanks')}</FormMessage>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => exit('submitted')}>
            {t('nudges.close')}
          </button>
        </div>
      </Modal>
    );
  }

  const toggle = (list: string[], set: (v: string[]) => void, value: string) =>
    set(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const choices = (
    name: 'categories' | 'age_ranges',
    values: readonly string[],
    selected: string[],
    set: (v: string[]) => void,
    label: (value: string) => string,
  ) => (
    <>
      <div className={styles.choices}>
        {values.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={() => toggle(selected, set, value)}
              aria-describedby={errors[name] ? `${id}-${name}` : undefined}
            />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
      {errors[name] ? (
        <p id={`${id}-${name}`} className={formStyles.error} role="alert">
          {errors[name]}
        </p>
      ) : null}
    </>
  );

  return (
    <Modal title={t('classes_form.title')} onClose={() => exit('close')}>
      <form className={styles.stepForm} onSubmit={onSubmit} noValidate>
        <p className={styles.step}>{t('classes_form.step', { step, total: TOTAL_STEPS })}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <h3 ref={stepHeading} tabIndex={-1} className={styles.question}>
              {t(`classes_form.step${step as 1 | 2 | 3}`)}
            </h3>
          </legend>
          {step === 1
            ? choices('categories', CLASS_INTEREST_CATEGORIES, categories, setCategories, (v) =>
                t(`classes_form.categories.${v as 'yoga'}`),
              )
            : null}
          {step === 2
            ? choices('age_ranges', AGE_RANGES, ages, setAges, (v) => t(`classes_form.ages.${v as 'under-8'}`))
            : null}
          {step === 3 ? (
            <div className={styles.stepFields}>
              <SelectField
                label={t('classes_form.time_zone')}
                value={timeZone}
                onChange={setTimeZone}
                options={zones}
                error={errors.time_zone}
              />
              <div className={formStyles.field}>
                <label htmlFor={`${id}-email`} className={formStyles.label}>
                  {t('classes_form.email')}
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="email"
                  className={`${formStyles.input} ${errors.email ? formStyles.invalid : ''}`}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? `${id}-email-error` : undefined}
                />
                {errors.email ? (
                  <p id={`${id}-email-error`} className={formStyles.error}>
                    {errors.email}
                  </p>
                ) : null}
              </div>
              <div className={formStyles.field}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={consent}
                    onChange={(e) => setConsent(e.target.checked)}
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                  />
                  <span>{t('classes_form.consent')}</span>
                </label>
                {errors.consent ? (
                  <p id={`${id}-consent-error`} className={formStyles.error}>
                    {errors.consent}
                  </p>
                ) : null}
              </div>
            </div>
          ) : null}
        </fieldset>
        {state === 'failed' ? <FormMessage kind="error">{t('classes_form.failed')}</FormMessage> : null}
        <div className={styles.actions}>
          {step > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => goTo(step - 1)}>
              {t('classes_form.back')}
            </button>
          ) : null}
          <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
            {step < TOTAL_STEPS ? t('classes_form.next') : t('classes_form.submit')}
          </button>
        </div>
        <div className={styles.exits}>
          <button type="button" className="button-link" onClick={() => exit('not_now')}>
            {t('classes_form.not_now')}
          </button>
          <button type="button" className="button-link" onClick={() => exit('not_interested')}>
            {t('classes_form.not_interested')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
