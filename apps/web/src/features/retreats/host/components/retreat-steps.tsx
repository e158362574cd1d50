import { paths } from '../../../../shared/lib/paths';
import { itemSteps } from '../../../creator';

/** The pages of one retreat (details, packages, availability), shown above each of them. */
export const RetreatSteps = itemSteps('retreat-host', (id) => [
  { path: paths.creatorRetreatEdit(id), name: 'details' },
  { path: paths.creatorRetreatPackages(id), name: 'packages' },
  { path: paths.creatorRetreatAvailability(id), name: 'availability' },
  { path: paths.creatorRetreats(), name: 'all', end: true },
]);
