import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Loaded, with the notifications texts, only where a guest's reminder is on: most pages never need it. */
const PushOnThisDevice = lazy(() =>
  import('../../notifications').then((module) => ({ default: module.PushOnThisDevice })),
);

/**
 * The offer to get the daily reminder on this device (issue 23). A guest has no inbox and no mail
 * address, so without an account a notification on this device is the only way it can come; the
 * permission prompt appears only after the button is pressed.
 */
export function ReminderOnThisDevice() {
  const { t } = useTranslation('practice');
  return (
    <Suspense fallback={null}>
      <PushOnThisDevice heading={t('reminder_device.heading')} lead={t('reminder_device.lead')} headingLevel="h2" />
    </Suspense>
  );
}
