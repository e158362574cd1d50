import { useTranslation } from 'react-i18next';
import { RowField } from './row-field';
import creator from '../../../shared/ui/creator.module.css';
import host from '../../../shared/ui/host-forms.module.css';

/** One step of a cancellation policy as the form holds it (text while typed, checked on sending). */
export interface RefundStep {
  id: string;
  days_before: string;
  refund_percent: string;
}

/**
 * The refund steps of a retreat's or a journey's cancellation policy ("cancelled N days before:
 * P% back"), added and removed with buttons; the focus goes to the new row's first field, or back
 * to Add after a removal, since the rows change under the person. The API's messages are found by
 * row id (`cancellation_policy.{id}.days_before`). Each area passes its namespace, limits and rows.
 */
export function RefundStepsRows({
  namespace,
  steps,
  setSteps,
  newStep,
  errors,
  daysMax,
  stepsMax,
}: {
  /** The area's namespace, which holds the `form.policy…` texts. */
  namespace: 'retreat-host' | 'journey-organiser';
  steps: RefundStep[];
  setSteps: (change: (steps: RefundStep[]) => RefundStep[]) => void;
  newStep: () => RefundStep;
  errors: Record<string, string>;
  daysMax: number;
  stepsMax: number;
}) {
  const { t } = useTranslation(namespace);
  const change = (id: string, field: 'days_before' | 'refund_percent', value: string) =>
    setSteps((all) => all.map((p) => (p.id === id ? { ...p, [field]: value } : p)));
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
  return (
    <fieldset className={host.innerFieldset}>
      <legend>{t('form.policy')}</legend>
      <p className={creator.hint}>{t('form.policy_hint')}</p>
      {errors.cancellation_policy ? (
        <p className={creator.error} data-problem tabIndex={-1}>
          {errors.cancellation_policy}
        </p>
      ) : null}
      {steps.length === 0 ? <p className={creator.meta}>{t('form.policy_none')}</p> : null}
      {steps.map((row, index) => {
        const n = { n: index + 1 };
        return (
          <div key={row.id} className={host.row} role="group" aria-label={t('form.step_n', n)} data-step={row.id}>
            <RowField
              label={t('form.days_before')}
              className={host.narrow}
              type="number"
              inputMode="numeric"
              min={0}
              max={daysMax}
              value={row.days_before}
              onChange={(e) => change(row.id, 'days_before', e.target.value)}
              error={errors[`cancellation_policy.${row.id}.days_before`]}
            />
            <RowField
              label={t('form.refund_percent')}
              className={host.narrow}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={row.refund_percent}
              onChange={(e) => change(row.id, 'refund_percent', e.target.value)}
              error={errors[`cancellation_policy.${row.id}.refund_percent`]}
            />
            <button
              type="button"
              className={`button-link ${host.remove}`}
              onClick={() => {
                setSteps((all) => all.filter((p) => p.id !== row.id));
                focusLater('#add-step');
              }}
            >
              {t('form.remove')} <span className="visually-hidden">{t('form.step_n', n)}</span>
            </button>
          </div>
        );
      })}
      {steps.length < stepsMax ? (
        <div>
          <button
            id="add-step"
            type="button"
            className="button button-secondary"
            onClick={() => {
              const step = newStep();
              setSteps((all) => [...all, step]);
              focusLater(`[data-step="${step.id}"] input`);
            }}
          >
            {t('form.add_step')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
