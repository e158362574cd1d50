import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft, keepDraft, requestOf, takeDraft, totalOf } from './booking-draft';

const pooja = {
  price_minor: 110000,
  prasad_price_minor: 15000,
  offerings: [
    { id: 'flowers', name: 'Flower garland', price_minor: 5100 },
    { id: 'lamp', name: 'Ghee lamp', price_minor: 2100 },
  ],
};

const filled = () => ({
  ...emptyDraft(),
  devotee_name: ' Meera Sharma ',
  gotra: 'Kashyap',
  nakshatra: 'rohini',
  sankalp: 'For the health of my mother.',
});

describe("a pooja's booking form", () => {
  it('adds the offerings chosen and the prasad posting to the pooja price', () => {
    expect(totalOf(pooja, emptyDraft())).toBe(110000);
    expect(totalOf(pooja, { ...emptyDraft(), offering_ids: ['lamp'], prasad: true })).toBe(110000 + 2100 + 15000);
  });

  it('asks for a day and a name, and the whole address only when prasad is to be posted', () => {
    expect(draftProblems(emptyDraft(), null)).toEqual({ day: 'day', devotee_name: 'devoteeName' });
    expect(draftProblems(filled(), '2026-04-02')).toEqual({});
    const prasad = { ...filled(), prasad: true };
    expect(Object.keys(draftProblems(prasad, '2026-04-02')).sort()).toEqual([
      'prasad_address.city',
      'prasad_address.line1',
      'prasad_address.name',
      'prasad_address.phone',
      'prasad_address.postal_code',
    ]);
    const posted = {
      ...prasad,
      address: {
        ...prasad.address,
        name: 'Meera',
        line1: '12 MG Road',
        city: 'Pune',
        postal_code: '411030',
        phone: '98220 12345',
      },
    };
    expect(draftProblems(posted, '2026-04-02')).toEqual({});
    expect(draftProblems({ ...posted, address: { ...posted.address, postal_code: '41103' } }, '2026-04-02')).toEqual({
      'prasad_address.postal_code': 'postalCode',
    });
  });

  it('sends trimmed words, and the address only with prasad', () => {
    expect(requestOf(filled(), '2026-04-02')).toMatchObject({
      day: '2026-04-02',
      devotee_name: 'Meera Sharma',
      nakshatra: 'rohini',
      prasad: false,
      prasad_address: null,
    });
  });

  it("keeps a guest's form while they sign in, once", () => {
    keepDraft('rudrabhishek', { ...filled(), offering_ids: ['lamp'] });
    expect(takeDraft('rudrabhishek')).toMatchObject({ gotra: 'Kashyap', offering_ids: ['lamp'] });
    expect(takeDraft('rudrabhishek')).toBeNull();
  });
});
