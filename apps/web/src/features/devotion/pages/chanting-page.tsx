import { upcomingPage } from '../../../shared/ui/upcoming-page';

export const Component = upcomingPage('devotion', 'chanting');
