import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from '../src/index.ts';

describe('audit trail changes (issue 21 part 6)', () => {
  it('lists only the fields an update changed, with their values before and after', () => {
    expect(
      auditChanges(
        { id: 't1', version: 2, name: 'Export desk', carriers: ['HSG'], categories: ['Export'] },
        { id: 't1', version: 3, name: 'Export desk', carriers: ['HSG', 'ZIM'], categories: ['Export'] },
      ),
    ).toEqual([{ field: 'carriers', before: 'HSG', after: 'HSG, ZIM' }]);
  });

  it('lists every set field of a creation and a deletion, without id and version', () => {
    expect(auditChanges(null, { id: 'r1', version: 1, carrierId: 'CMA', active: true })).toEqual([
      { field: 'carrierId', before: '—', after: 'CMA' },
      { field: 'active', before: '—', after: 'yes' },
    ]);
    expect(auditChanges({ id: 'r1', note: '' }, null)).toEqual([]);
  });

  it('shows empty values as a dash and nested values as JSON', () => {
    expect(auditValueText([])).toBe('—');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText(false)).toBe('no');
  });
});
