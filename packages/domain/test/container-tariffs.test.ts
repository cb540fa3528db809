import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARIFF_DAYS,
  formatTariff,
  lineTariffs,
  newTariff,
  TARIFF_MESSAGES,
  TARIFF_TYPES,
  ZBookingRequestCargoLine,
  ZCargoLineInput,
  ZContainerTariff,
} from '../src/index.ts';
import { cargoLine } from './request-fixture.ts';

const input = {
  quantity: 1,
  containerTypeId: '22G1',
  commodity: { id: 'machinery' },
  weight: 1000,
};

describe('container line tariffs (spec 000 §3, §5, §9)', () => {
  it('has the spec types and 14 default days', () => {
    expect(TARIFF_TYPES).toEqual(['DEM/DET', 'STORAGE', 'PLUGIN']);
    expect(DEFAULT_TARIFF_DAYS).toBe(14);
    expect(newTariff().days).toBe(14);
  });

  it('gives a tariff without days the default 14', () => {
    expect(ZContainerTariff.parse({ id: 'HSG-DD', text: 'Free time' })).toEqual({
      id: 'HSG-DD',
      days: 14,
      text: 'Free time',
      description: '',
    });
  });

  it('takes the tariffs with a line, none when left out', () => {
    const line = ZCargoLineInput.parse({
      ...input,
      demDetTariffs: [{ id: 'HSG-DD', days: '21' }],
      pluginTariffs: [{}],
    });
    expect(line.demDetTariffs).toEqual([{ id: 'HSG-DD', days: 21, text: '', description: '' }]);
    expect(line.storageTariffs).toEqual([]);
    expect(line.pluginTariffs[0]!.days).toBe(14);
    expect(ZCargoLineInput.parse(input).demDetTariffs).toEqual([]);
  });

  it('refuses days that are not whole, negative or beyond a year, and too many tariffs', () => {
    for (const days of [-1, 2.5, 366, 'x']) {
      const parsed = ZCargoLineInput.safeParse({ ...input, storageTariffs: [{ days }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe(TARIFF_MESSAGES.days);
    }
    const many = ZCargoLineInput.safeParse({ ...input, demDetTariffs: Array.from({ length: 6 }, () => ({})) });
    expect(many.error!.issues[0]!.message).toBe(TARIFF_MESSAGES.count);
  });

  it('reads a line stored before tariffs as having none', () => {
    const { demDetTariffs: _d, storageTariffs: _s, pluginTariffs: _p, ...old } = cargoLine();
    const read = ZBookingRequestCargoLine.parse(old);
    expect([read.demDetTariffs, read.storageTariffs, read.pluginTariffs]).toEqual([[], [], []]);
  });

  it('lists the tariffs by type in the spec order and words them', () => {
    const line = cargoLine({
      pluginTariffs: [{ id: '', days: 1, text: 'Reefer plug-in', description: '' }],
      demDetTariffs: [{ id: 'HSG-DD', days: 14, text: 'Combined free time', description: '' }],
    });
    expect(lineTariffs(line).map((t) => t.type)).toEqual(['DEM/DET', 'PLUGIN']);
    expect(formatTariff(line.demDetTariffs[0]!)).toBe('14 days · Combined free time (HSG-DD)');
    expect(formatTariff(line.pluginTariffs[0]!)).toBe('1 day · Reefer plug-in');
  });
});
