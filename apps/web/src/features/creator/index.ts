/**
 * The creator area's public entry: what every kind's host side (classes/tutor, retreats/host,
 * poojas/staff, journeys/organiser) builds its screens from. Nothing here imports a kind.
 */
export { refreshCreator } from './api';
export { describeCreatorError, ruleMessage } from './messages';
export { useIsTutor } from './use-tutor';
export { AboutFieldset } from './shared/about-fieldset';
export { aboutValuesOf, newAboutValues } from './shared/about-values';
export { AreaOnly } from './shared/area-only';
export {
  CancelledNote,
  DepositBadges,
  DepositMoneyRows,
  PersonContact,
  refundByStripe,
  refundToSend,
} from './shared/booking-card-parts';
export { CreatorForm } from './shared/creator-form';
export { CancelBookingDialog, ConfirmBookingDialog } from './shared/booking-dialogs';
export { CancelDepositBookingDialog, RefundSentDialog } from './shared/deposit-booking-dialogs';
export { BookingsCount, BookingsList, type BookingCardProps } from './shared/bookings-list';
export { FilterSelect } from './shared/filter-select';
export { CurrencyField } from './shared/currency-field';
export { DepositFields } from './shared/deposit-fields';
export {
  addressLines,
  fieldsOnRows,
  focusFirstProblem,
  listLines,
  sendChecked,
  startingRefundSteps,
} from './shared/form-helpers';
export { ItemsSection, QuickLinks } from './shared/item-list';
export { ItemLoader, useItemId } from './shared/item-loader';
export { itemSteps } from './shared/item-steps';
export { showablePhoto } from './shared/photo-upload';
export { PhotoUploadControl, PhotosFieldset } from './shared/photos-fieldset';
export { PublishableCardFoot, PublishedBadge, type PublishProblem } from './shared/publishable-card';
export { usePublishToggle } from './shared/publish-toggle';
export { RadioChoices } from './shared/radio-choices';
export { RefundStepsRows } from './shared/refund-steps-rows';
export { ReleaseUnpaid } from './shared/release-unpaid';
export { RowField } from './shared/row-field';
export { TimeZoneField } from './shared/time-zone-field';
export { useAfterSave } from './shared/use-after-save';
export { useNow } from './shared/use-now';
export {
  formatDate,
  formatDateRange,
  formatMoment,
  formatMoney,
  formatMonth,
  formatNumber,
  minorToText,
  monthBounds,
  shiftMonth,
  textToMinor,
  todayIn,
  weekdayNames,
  weekdayOf,
  wholeIn,
} from './shared/format';
