export { PanchangCalendar } from './calendar';
