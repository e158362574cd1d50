import { hostPackagesRequestSchema, type HostPackages, type HostPackagesRequest } from '@sangam/contracts';
import { minorToText, textToMinor } from '../../creator';
import { schemaProblems, type HostProblemKey } from './messages';
import { newRowId, numberIn } from './retreat-form-model';

/**
 * The packages form's rows and how they become the API's body, checked by the contract's schema:
 * each row keeps a key of its own, so a message about `packages.2.capacity` lands on the row sent
 * third even after rows were moved or removed.
 */

export interface PackageRow {
  key: string;
  id?: number;
  name: string;
  description: string;
  price: string;
  capacity: string;
  active: boolean;
  bookings: number;
}

export const packageRows = (list: HostPackages): PackageRow[] =>
  list.packages.map((p) => ({
    key: newRowId(),
    id: p.id,
    name: p.name,
    description: p.description,
    price: minorToText(p.price_minor, list.currency),
    capacity: String(p.capacity),
    active: p.active,
    bookings: p.bookings,
  }));

export const emptyPackageRow = (): PackageRow => ({
  key: newRowId(),
  name: '',
  description: '',
  price: '',
  capacity: '',
  active: true,
  bookings: 0,
});

/** Problems keyed by the whole list ('packages') or by row ('<row key>.capacity'), as message keys. */
export type PackageProblems = Record<string, HostProblemKey>;

/**
 * The form's key for a field the API or the schema named: 'packages.2.capacity' → '<key of the row
 * sent third>.capacity'; anything about the list as a whole → 'packages'.
 */
export function packageFormPath(path: string, sentKeys: readonly string[]): string {
  const [, index, field] = path.split('.');
  const key = index !== undefined && /^\d+$/.test(index) ? sentKeys[Number(index)] : undefined;
  return key && field ? `${key}.${field}` : 'packages';
}

/**
 * The body the rows make, and the problems the contract's schema finds in it (`published`: a
 * published retreat keeps at least one active package, which only the API knows otherwise).
 */
export function readPackages(
  rows: PackageRow[],
  currency: string,
  published: boolean,
): { body: HostPackagesRequest | null; problems: PackageProblems } {
  const body: HostPackagesRequest = {
    packages: rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      name: row.name.trim(),
      description: row.description.trim(),
      // A price that is no amount at all is not a number for the schema either.
      price_minor: textToMinor(row.price, currency) ?? Number.NaN,
      capacity: numberIn(row.capacity),
      active: row.active,
    })),
  };
  const parsed = hostPackagesRequestSchema.safeParse(body);
  const keys = rows.map((row) => row.key);
  const problems: PackageProblems = parsed.success
    ? {}
    : schemaProblems(parsed.error.issues, (path) => packageFormPath(path, keys));
  if (published && !rows.some((row) => row.active)) problems.packages ??= 'lastActivePackage';
  return { body: Object.keys(problems).length ? null : body, problems };
}
