import { describe, expect, it } from 'vitest';
import { packageFormPath, readPackages, type PackageRow } from './packages-form-model';

const row = (key: string, change: Partial<PackageRow> = {}): PackageRow => ({
  key,
  name: 'Dorm',
  description: '',
  price: '2500',
  capacity: '8',
  active: true,
  bookings: 0,
  ...change,
});

describe('readPackages', () => {
  it('makes the body of the packages in their order, prices in minor units', () => {
    const { body, problems } = readPackages(
      [row('a', { id: 4, name: ' Dorm ' }), row('b', { name: 'Twin', price: '4000.50', capacity: '2' })],
      'INR',
      true,
    );
    expect(problems).toEqual({});
    expect(body).toEqual({
      packages: [
        { id: 4, name: 'Dorm', description: '', price_minor: 250_000, capacity: 8, active: true },
        { name: 'Twin', description: '', price_minor: 400_050, capacity: 2, active: true },
      ],
    });
  });

  it('names each problem at its row, by the contract schema', () => {
    const { body, problems } = readPackages(
      [
        row('a', { name: '' }),
        row('b', { name: 'Dorm', price: 'free', capacity: '0' }),
        row('c', { name: 'Twin', capacity: '2.5', description: 'x'.repeat(501) }),
        row('d', { name: 'Hut', price: '20000000', capacity: 'many' }),
      ],
      'INR',
      false,
    );
    expect(body).toBeNull();
    expect(problems).toEqual({
      'a.name': 'packageName',
      'b.price_minor': 'price',
      'b.capacity': 'capacity',
      'c.capacity': 'capacity',
      // Only the schema says how long a description may be.
      'c.description': 'max500',
      'd.price_minor': 'price',
      'd.capacity': 'capacity',
    });
  });

  it('names a package whose name another row has, once the rows are whole', () => {
    expect(readPackages([row('a'), row('b', { name: ' DORM ' })], 'INR', false).problems).toEqual({
      'b.name': 'packageNameTaken',
    });
  });

  it('keeps one active package for a published retreat, and at most the contracts allow', () => {
    expect(readPackages([row('a', { active: false })], 'INR', true).problems).toEqual({
      packages: 'lastActivePackage',
    });
    expect(readPackages([row('a', { active: false })], 'INR', false).problems).toEqual({});
    const many = Array.from({ length: 21 }, (_, i) => row(`r${i}`, { name: `Room ${i}` }));
    expect(readPackages(many, 'INR', false).problems).toEqual({ packages: 'packagesTooMany' });
  });
});

describe('packageFormPath', () => {
  it('turns the API index into the row key', () => {
    expect(packageFormPath('packages.1.capacity', ['a', 'b'])).toBe('b.capacity');
    expect(packageFormPath('packages.7.capacity', ['a', 'b'])).toBe('packages');
    expect(packageFormPath('packages', ['a', 'b'])).toBe('packages');
  });
});
