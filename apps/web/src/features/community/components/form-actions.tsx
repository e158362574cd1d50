import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/ui/form';
import styles from './community.module.css';

/** The send button of a community form (busy while it sends) and its Cancel, side by side. */
export function FormActions({
  submit,
  busy,
  busyLabel,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('community');
  return (
    <div className={styles.row}>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
      <button type="button" className="button-link" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
