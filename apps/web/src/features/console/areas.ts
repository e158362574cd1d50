import { paths } from '../../shared/lib/paths';

/** The console's areas in the order they are listed; `admin` ones are for administrators only. */
const CONSOLE_AREAS = [
  { id: 'videos', path: paths.consoleVideos(), admin: false },
  { id: 'creators', path: paths.consoleCreators(), admin: false },
  { id: 'temples', path: paths.consoleTemples(), admin: false },
  { id: 'tags', path: paths.consoleTags(), admin: false },
  { id: 'reports', path: paths.consoleReports(), admin: true },
  { id: 'people', path: paths.consolePeople(), admin: true },
  { id: 'audit', path: paths.consoleAudit(), admin: true },
  { id: 'deliveries', path: paths.consoleDeliveries(), admin: true },
  { id: 'insights', path: paths.adminInsights(), admin: true },
] as const;

export type ConsoleArea = (typeof CONSOLE_AREAS)[number]['id'];

/** The areas one person may open. */
export const areasFor = (isAdmin: boolean) => CONSOLE_AREAS.filter((area) => isAdmin || !area.admin);
