import { upcomingPage } from '../../../shared/ui/upcoming-page';

export const Component = upcomingPage('account', 'my_bookings');
