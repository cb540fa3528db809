import { describe, expect, it } from 'vitest';
import { CARGO_LINE_MESSAGES as M, ZCargoLineInput } from '../src/index.ts';

const valid = { quantity: 1, containerTypeId: '22G1', commodity: { id: 'MACHINERY' }, weight: 1000 };
const messagesOf = (line: object) => {
  const parsed = ZCargoLineInput.safeParse({ ...valid, ...line });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cargo line messages', () => {
  it('answers every range check in words a person can act on, never zod defaults', () => {
    expect(
      messagesOf({
        quantity: 1000,
        weight: -1,
        temperature: 41,
        humidity: 101,
        pickupReference: 'x'.repeat(51),
        containerNumbers: ['x'.repeat(21)],
        imo: {
          flag: true,
          entries: [{ imoClass: 'x'.repeat(11), unNumber: '1203', pgNumber: 'x'.repeat(6) }],
        },
        oog: { flag: true, entries: [{ length: 10_001, width: -1, height: 'tall', weight: 100_001 }] },
      }),
    ).toEqual({
      quantity: M.quantityMax,
      weight: M.weightRange,
      temperature: M.temperature,
      humidity: M.humidity,
      pickupReference: M.reference,
      'containerNumbers.0': M.containerNumber,
      'imo.entries.0.imoClass': M.imoClassMax,
      'imo.entries.0.pgNumber': M.pgNumber,
      'oog.entries.0.length': M.length,
      'oog.entries.0.width': M.width,
      'oog.entries.0.height': M.height,
      'oog.entries.0.weight': M.oogWeight,
    });
  });

  it('accepts a valid line', () => {
    expect(messagesOf({})).toEqual({});
  });
});
