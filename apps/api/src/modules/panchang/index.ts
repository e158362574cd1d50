export { panchangDay, panchangYear } from './service';
