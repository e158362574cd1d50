/** The classes feature's public entry: what other features (my bookings, checkout, the creator area) may use. */
export { formatDateTime, formatDuration, formatPrice } from './format';
export { languageName, weekdayName } from './labels';
export { ClassBookingsPanel } from './components/class-bookings-panel';
export { classCheckout } from './checkout-kind';
export { useUpcomingClassBookings } from './components/upcoming-class-bookings';
export { tutorProfileQuery } from './tutor/api';
export { TutorProfileForm } from './tutor/components/tutor-profile-form';
