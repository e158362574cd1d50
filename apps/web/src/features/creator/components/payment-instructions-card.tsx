import { TUTORING_LIMITS, type PaymentInstructions } from '@sangam/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../shared/lib/intl-format';
import {
  FormMessage,
  formStyles,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormMutation,
} from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { creatorCalls, creatorKeys, paymentInstructionsQuery } from '../api';
import { describeCreatorError } from '../messages';
import { paymentInstructionsRequest } from './payment-instructions-request';
import styles from '../../../shared/ui/creator.module.css';

const MAX = TUTORING_LIMITS.paymentInstructionsMax;

const daysText = (days: number | null) => (days === null ? '' : String(days));

/**
 * "How you are paid": the instructions a person who booked this creator reads at checkout when they
 * pay the creator directly (a UPI id, a bank account, cash at the first class…), and the days they
 * have to pay, after which the creator may release an unpaid booking (issue 24).
 */
export function PaymentInstructionsCard() {
  const { t } = useTranslation(['creator', 'common']);
  const state = useQuery(paymentInstructionsQuery());
  return (
    <section className={styles.card} aria-labelledby="payment-instructions-title">
      <h2 id="payment-instructions-title">{t('payment_instructions.title')}</h2>
      <p className={styles.meta}>{t('payment_instructions.explain')}</p>
      {state.isPending ? <Skeleton lines={3} label={t('common:loading')} /> : null}
      {state.isError ? <FormMessage kind="error">{describeCreatorError(state.error, 'load').form}</FormMessage> : null}
      {state.data ? <PaymentInstructionsForm saved={state.data} /> : null}
    </section>
  );
}

function PaymentInstructionsForm({ saved }: { saved: PaymentInstructions }) {
  const { t, i18n } = useTranslation('creator');
  const client = useQueryClient();
  const [text, setText] = useState(saved.payment_instructions);
  const [days, setDays] = useState(daysText(saved.pay_within_days));
  const [done, setDone] = useState(false);
  const count = numberFormat(i18n.resolvedLanguage);
  const form = useFormMutation({
    mutationFn: creatorCalls.savePaymentInstructions,
    onSuccess: (answer) => {
      client.setQueryData<PaymentInstructions>(creatorKeys.paymentInstructions(), answer);
      setText(answer.payment_instructions);
      setDays(daysText(answer.pay_within_days));
    },
    describe: (error) => describeCreatorError(error),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const { body, problems } = paymentInstructionsRequest(text, days);
    if (!form.check(problems ?? {}) || !body) return;
    setDone((await form.submit(body)) !== null);
  }

  return (
    <form className={formStyles.form} onSubmit={save} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <TextAreaField
        label={t('payment_instructions.label')}
        hint={
          <>
            {t('payment_instructions.hint')}{' '}
            {t('payment_instructions.count', { count: count.format(text.length), max: count.format(MAX) })}
          </>
        }
        rows={5}
        maxLength={MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setDone(false);
        }}
        error={form.fieldErrors.payment_instructions}
      />
      <TextField
        label={t('payment_instructions.days_label')}
        hint={t('payment_instructions.days_hint')}
        inputMode="numeric"
        autoComplete="off"
        value={days}
        onChange={(event) => {
          setDays(event.target.value);
          setDone(false);
        }}
        error={form.fieldErrors.pay_within_days}
      />
      {done ? <FormMessage kind="success">{t('payment_instructions.saved')}</FormMessage> : null}
      <SubmitButton busy={form.busy} busyLabel={t('payment_instructions.saving')}>
        {t('payment_instructions.save')}
      </SubmitButton>
    </form>
  );
}
