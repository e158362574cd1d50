import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-change';

describe("the audit log's before → after", () => {
  it('lists only the fields whose value changed, in the order they appear', () => {
    expect(
      fieldChanges(
        { status: 'pending', title: 'Aarti', is_kids: false },
        { status: 'published', title: 'Aarti', is_kids: true },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'published' },
      { field: 'is_kids', before: 'false', after: 'true' },
    ]);
  });

  it('counts a field on one side only as changed from or to nothing', () => {
    expect(fieldChanges(null, { reason: 'Spam', days: 7 })).toEqual([
      { field: 'reason', before: '', after: 'Spam' },
      { field: 'days', before: '', after: '7' },
    ]);
    expect(fieldChanges({ banned: true }, null)).toEqual([{ field: 'banned', before: 'true', after: '' }]);
  });

  it('shows lists and objects as compact JSON and finds nothing changed when nothing did', () => {
    expect(fieldChanges({ video_ids: [3, 1] }, { video_ids: [1, 3] })).toEqual([
      { field: 'video_ids', before: '[3,1]', after: '[1,3]' },
    ]);
    expect(fieldChanges({ role: 'user' }, { role: 'user' })).toEqual([]);
  });
});
