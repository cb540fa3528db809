import { describe, expect, it } from 'vitest';
import {
  checkLoadListLines,
  containerNumberOf,
  containerNumberProblem,
  containerStatusOf,
  iso6346CheckDigit,
  isLoadListFileName,
  isValidContainerNumber,
  loadListColumns,
  loadListDefaultRange,
  loadListLineOf,
  LOAD_LIST_LIMITS,
  LOAD_LIST_MESSAGES,
  normalizeContainerNumber,
  parseLoadListText,
  ZLoadListQuery,
  ZLoadListText,
  handledCarriers,
  formatLoadListDay,
  loadListProgress,
  carrierLimitProblems,
} from '../src/index.ts';
import { userActor } from './actors.ts';

describe('ISO 6346 check digit', () => {
  it('gives the published examples their check digits', () => {
    // The standard's own example (Bureau International des Containers; Wikipedia "ISO 6346"): CSQU 305438 3.
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    // DCSA's booking and track-and-trace examples carry APZU4812090 (shared/data/dcsa).
    expect(iso6346CheckDigit('APZU481209')).toBe(0);
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('APZU4812090')).toBe(true);
  });

  it('reads a remainder of 10 as the check digit 0', () => {
    // 10 mod 10: CSQU000007's weighted sum is 10 modulo 11.
    expect(iso6346CheckDigit('CSQU000007')).toBe(0);
    expect(containerNumberOf('CSQU', 7)).toBe('CSQU0000070');
  });

  it('takes the number as people write it: lower case, spaces, hyphens', () => {
    expect(normalizeContainerNumber(' csqu 305438-3 ')).toBe('CSQU3054383');
    expect(isValidContainerNumber('csqu 305438 3')).toBe(true);
  });

  it('names the first wrong part of a number', () => {
    expect(containerNumberProblem('CSQU3054384')).toBe(
      'has the check digit 4, but ISO 6346 gives 3 for CSQU305438',
    );
    expect(containerNumberProblem('CSQX3054383')).toMatch(/category identifier X; it must be U, J or Z/);
    expect(containerNumberProblem('CSQU305438')).toMatch(/has 10 characters/);
    expect(containerNumberProblem('C5QU3054383')).toMatch(/three-letter owner code/);
    expect(containerNumberProblem('CSQU30543A3')).toMatch(/six-digit serial/);
    expect(containerNumberProblem('CSQU3054383')).toBeNull();
    // J (detachable equipment) and Z (trailers) are categories too.
    expect(containerNumberProblem(containerNumberOf('ABCJ', 1234))).toBeNull();
    expect(containerNumberProblem(containerNumberOf('ABCZ', 1234))).toBeNull();
  });
});

describe('load list file rules (spec 002 §5)', () => {
  it('accepts names ending in csv or xls (and xlsx), refusing the rest', () => {
    for (const name of ['list.csv', 'LIST.CSV', 'list.xls', 'list.xlsx'])
      expect(isLoadListFileName(name)).toBe(true);
    for (const name of ['list.txt', 'list.pdf', 'list.csv.exe', 'csv', 'list.xlsm'])
      expect(isLoadListFileName(name)).toBe(false);
    expect(LOAD_LIST_MESSAGES.fileType).toBe('File(s) must be csv type.');
  });

  it('maps the spec headers in either spelling and any order', () => {
    expect(loadListColumns(['Container number', 'Seal number', 'Status'])).toEqual([
      'container',
      'sealNum',
      'status',
    ]);
    expect(loadListColumns(['status', '\uFEFFcontainer', 'sealNum', ''])).toEqual([
      'status',
      'container',
      'sealNum',
      null,
    ]);
  });

  it('refuses misspelled, repeated or missing headers', () => {
    expect(loadListColumns(['Container Number', 'Seal number', 'Status'])).toBeNull();
    expect(loadListColumns(['container', 'Container number'])).toBeNull();
    expect(loadListColumns(['Seal number', 'Status'])).toBeNull();
    expect(LOAD_LIST_MESSAGES.headers).toBe(
      'Headers of CSV are not properly spelled. Please check sample data.',
    );
  });

  it('reads a sheet row by its columns', () => {
    expect(loadListLineOf(['status', 'container', null], ['ARRIVED', 'CSQU3054383', 'x'], 4)).toEqual({
      line: 4,
      container: 'CSQU3054383',
      sealNum: '',
      status: 'ARRIVED',
    });
  });
});

describe('pasted load lists', () => {
  it('splits lines on commas, semicolons or tabs, skipping empty lines and a header line', () => {
    const text =
      'Container number,Seal number,Status\n\nCSQU3054383, S1 ,ON WATER\r\nAPZU4812090;S2;arrived\n  \nTGHU1234567\tS3\tGATE OUT\n';
    expect(parseLoadListText(text)).toEqual([
      { line: 3, container: 'CSQU3054383', sealNum: 'S1', status: 'ON WATER' },
      { line: 4, container: 'APZU4812090', sealNum: 'S2', status: 'arrived' },
      { line: 6, container: 'TGHU1234567', sealNum: 'S3', status: 'GATE OUT' },
    ]);
  });

  it('keeps a line with the number alone', () => {
    expect(parseLoadListText('CSQU3054383')).toEqual([
      { line: 1, container: 'CSQU3054383', sealNum: '', status: '' },
    ]);
  });

  it('refuses a paste past its limit, and an empty one', () => {
    const big = 'CSQU3054383,SEAL,ON WATER\n'.repeat(200_000);
    const answer = ZLoadListText.safeParse({ text: big });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toMatch(/at most 500,000 characters/);
    expect(ZLoadListText.safeParse({ text: ' \n ' }).success).toBe(false);
  });
});

describe('checking a load list', () => {
  it('answers the entries with normalized numbers and statuses; blank seal or status keep what is stored', () => {
    const { entries, problems } = checkLoadListLines([
      { line: 2, container: 'csqu3054383', sealNum: 'S1', status: 'on water' },
      { line: 3, container: 'APZU4812090', sealNum: '', status: '' },
      { line: 4, container: '', sealNum: '', status: '' },
    ]);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { line: 2, container: 'CSQU3054383', sealNum: 'S1', status: 'ON WATER' },
      { line: 3, container: 'APZU4812090', sealNum: null, status: null },
    ]);
  });

  it('refuses the whole list when one number is wrong, naming the number and its line', () => {
    const { entries, problems } = checkLoadListLines([
      { line: 2, container: 'CSQU3054383', sealNum: 'S1', status: 'ON WATER' },
      { line: 3, container: 'CSQU3054384', sealNum: 'S2', status: 'ON WATER' },
    ]);
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'Line 3: CSQU3054384 is not a valid ISO 6346 container number: it has the check digit 4, but ISO 6346 gives 3 for CSQU305438.',
      },
    ]);
  });

  it('refuses an unknown status, a number given twice, and a list of nothing', () => {
    expect(containerStatusOf('gate-out')).toBe('GATE OUT');
    expect(containerStatusOf('LOADED')).toBeNull();
    const { problems } = checkLoadListLines([
      { line: 1, container: 'CSQU3054383', sealNum: '', status: 'LOADED' },
      { line: 2, container: 'APZU4812090', sealNum: '', status: '' },
      { line: 5, container: 'apzu 481209 0', sealNum: '', status: '' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'Line 1: the status "LOADED" of CSQU3054383 is not one of ON WATER, ARRIVED, GATE OUT.',
      'Line 5: APZU4812090 is already on line 2; give each container once.',
    ]);
    expect(checkLoadListLines([]).problems[0]?.message).toBe(LOAD_LIST_MESSAGES.noContainers);
  });

  it('refuses more lines than a load list holds', () => {
    const lines = Array.from({ length: LOAD_LIST_LIMITS.rows + 1 }, (_, i) => ({
      line: i + 1,
      container: containerNumberOf('TGHU', i),
      sealNum: '',
      status: '',
    }));
    const { entries, problems } = checkLoadListLines(lines);
    expect(entries).toEqual([]);
    expect(problems[0]?.message).toBe('A load list has at most 5,000 containers: split it.');
  });
});

describe('overview query', () => {
  it('defaults to five days either side of today', () => {
    expect(loadListDefaultRange(new Date(2026, 10, 29, 15))).toEqual({
      from: '2026-11-24',
      to: '2026-12-04',
    });
  });

  it('reads carriers and the port, and refuses bad or reversed dates and too long a range', () => {
    expect(
      ZLoadListQuery.parse({ carriers: 'hsg,CMA', pol: 'deham', from: '2026-11-24', to: '2026-12-04' }),
    ).toEqual({
      carriers: ['HSG', 'CMA'],
      pol: 'DEHAM',
      from: '2026-11-24',
      to: '2026-12-04',
    });
    expect(ZLoadListQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(ZLoadListQuery.safeParse({ from: '24-11-2026' }).success).toBe(false);
    expect(ZLoadListQuery.safeParse({ from: '2026-12-04', to: '2026-11-24' }).error?.issues[0]?.message).toBe(
      'The start of the date range must not be after its end.',
    );
    expect(ZLoadListQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).error?.issues[0]?.message).toBe(
      'Choose a date range of at most 92 days.',
    );
  });
});

describe('the carriers a planner handles (spec 002 §6)', () => {
  it("is the user's own list, privileged or not, and every carrier without one", () => {
    const operations = userActor({ role: 'operations', isAdmin: true, carriers: ['HSG', 'ZIM'] });
    expect(handledCarriers(operations)).toEqual(['HSG', 'ZIM']);
    expect(handledCarriers(userActor({ role: 'superadmin', isAdmin: true }))).toBeNull();
    expect(handledCarriers(userActor({ role: 'sales', carriers: [] }))).toBeNull();
    expect(handledCarriers({ kind: 'anonymous' })).toBeNull();
  });

  it("refuses a line whose box is only on another carrier's bookings, naming the box and its line", () => {
    const entry = (line: number, container: string) => ({ line, container, sealNum: null, status: null });
    const entries = [
      entry(2, 'CSQU3054383'),
      entry(3, 'APZU4812090'),
      entry(4, 'MSKU9070323'),
      entry(5, 'TGHU1234567'),
    ];
    const carriersOf = new Map<string, (string | null)[]>([
      ['CSQU3054383', ['HSG']],
      ['APZU4812090', ['CMA', null]],
      // A reused box, once on a CMA booking and now on an HMM one, is the planner's too.
      ['TGHU1234567', ['CMA', 'HMM']],
    ]);
    expect(carrierLimitProblems(entries, carriersOf, ['HSG', 'HMM'])).toEqual([
      {
        line: 3,
        message:
          'Line 3: APZU4812090 is on a booking of a carrier you do not handle; only staff of that carrier may change it.',
      },
    ]);
    expect(carrierLimitProblems(entries, carriersOf, null)).toEqual([]);
  });
});

describe('overview display', () => {
  it('shows days as dd-MM-yyyy and the checklist bar only with items', () => {
    expect(formatLoadListDay(new Date(2026, 10, 3, 12).toISOString())).toBe('03-11-2026');
    expect(formatLoadListDay(null)).toBe('');
    expect(loadListProgress(2, 5)).toBe(40);
    expect(loadListProgress(0, 0)).toBeNull();
  });
});
