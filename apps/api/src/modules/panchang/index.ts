export { panchangDay } from './service';
