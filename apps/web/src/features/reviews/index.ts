/** Reviews of what was booked (issue 24): the form, a booking's review state, an item's reviews. */
export { BookingReview } from './components/booking-review';
export { ItemReviews } from './components/item-reviews';
export { ReviewForm } from './components/review-form';
