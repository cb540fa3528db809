import { addDays, format, subDays } from 'date-fns';
import { containerNumberProblem, normalizeContainerNumber } from './iso6346.ts';

/** The spec's words for the load list (002 §2 "Load list Overview", §5 "Load list upload", §8), quoted exactly. */
export const LOAD_LIST_MESSAGES = {
  saved: 'Saved load list successfully!',
  fileType: 'File(s) must be csv type.',
  headers: 'Headers of CSV are not properly spelled. Please check sample data.',
  /** Ours (beyond the spec): */
  noContainers:
    'The load list names no container: give one line per container (Container number, Seal number, Status).',
  rejected: 'Nothing was saved: correct the lines below and add the load list again.',
  empty: 'No containers on a load list for your filter criteria. Try changing filters.',
  loadFailed: 'The load list could not be loaded.',
} as const;

/** The load list's words (spec 002 §2 "Load list Overview"; the title is the navigation's "Load list"). */
export const LOAD_LIST_TEXT = {
  title: 'Load list',
  subtitle:
    'Containers on the bookings sailing in the chosen days, with their seals, status and checklist progress.',
  add: 'Add load list',
  sample: 'Sample file',
  upload: 'Upload',
  paste: 'Paste',
  pasteLabel: 'Container number, Seal number, Status',
  pasteHelp: 'One container per line; cells apart by commas, semicolons or tabs (a paste from a sheet).',
  save: 'Save',
  cancel: 'Cancel',
  chooseFile: 'Choose a .csv, .xls or .xlsx file',
} as const;

/** Spec 002 §2: dates of the load list show as dd-MM-yyyy. */
export const LOAD_LIST_DAY_FORMAT = 'dd-MM-yyyy';

/** An ISO date-time as the load list shows it (dd-MM-yyyy on the reader's calendar); '' for none. */
export function formatLoadListDay(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, LOAD_LIST_DAY_FORMAT);
}

/** Checked over total checklist items as a whole percent, or null when there is no item (no bar is shown). */
export function loadListProgress(checked: number, total: number): number | null {
  return total > 0 ? Math.round((Math.min(checked, total) / total) * 100) : null;
}

/** Container statuses (docs DECISIONS "Containers": a load list's Status column, staff or track-and-trace). */
export const CONTAINER_STATUSES = ['ON WATER', 'ARRIVED', 'GATE OUT'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/**
 * What one load list may hold. A forwarder's load list is a vessel's or a week's boxes: hundreds of lines. The
 * limits refuse a paste or a file far past that with a message (400) before any row is read into the database.
 */
export const LOAD_LIST_LIMITS = {
  /** Container lines of one upload or paste. */
  rows: 5_000,
  /** Characters of a pasted load list: 5,000 lines of about 40 characters, with room to spare. */
  pasteChars: 500_000,
  /** Bytes of an uploaded load-list file (a 5,000-line .xls is about 300 KB). */
  fileBytes: 2 * 1024 * 1024,
  /** Rows the overview answers at once; past it the answer says so and the filters narrow it. */
  listRows: 2_000,
  /** Longest date range of the overview, in days (a quarter). */
  rangeDays: 92,
  /** The default range: this many days before and after today (spec 002 §9). */
  defaultRangeDays: 5,
} as const;

/** The columns of a load list and the header names the spec accepts for each (002 §5), the sample's first. */
export const LOAD_LIST_HEADERS = {
  container: ['Container number', 'container'],
  sealNum: ['Seal number', 'sealNum'],
  status: ['Status', 'status'],
} as const;
export type LoadListColumn = keyof typeof LOAD_LIST_HEADERS;
const COLUMNS = Object.keys(LOAD_LIST_HEADERS) as LoadListColumn[];

/**
 * Spec 002 §5: only names ending in csv or xls. An .xlsx (what Excel saves today) is taken too: the brief of issue 22
 * asks for real .xls and .xlsx files, and refusing the modern format of the one the spec allows helps nobody.
 */
export function isLoadListFileName(fileName: string): boolean {
  return /\.(csv|xls|xlsx)$/i.test(fileName.trim());
}

/**
 * Which column each header cell names, or null when a header is not one of the spec's (or a column is missing or
 * named twice): then the whole file gets the spec's headers message. Empty header cells (Excel's trailing columns)
 * are left out.
 */
export function loadListColumns(header: readonly unknown[]): (LoadListColumn | null)[] | null {
  const columns: (LoadListColumn | null)[] = [];
  for (const cell of header) {
    const text =
      cell === null || cell === undefined
        ? ''
        : String(cell)
            .replace(/^\uFEFF/, '')
            .trim();
    if (text === '') {
      columns.push(null);
      continue;
    }
    const column = COLUMNS.find((c) => (LOAD_LIST_HEADERS[c] as readonly string[]).includes(text));
    if (!column || columns.includes(column)) return null;
    columns.push(column);
  }
  return columns.includes('container') ? columns : null;
}

/** One container line as read from a file or a paste: its line number there and its three texts. */
export interface LoadListLine {
  line: number;
  container: string;
  sealNum: string;
  status: string;
}

/** A line ready to save: a valid number, the seal and status it gives (null: keep what is stored). */
export interface LoadListEntry {
  line: number;
  container: string;
  sealNum: string | null;
  status: ContainerStatus | null;
}

export interface LoadListProblem {
  line: number;
  message: string;
}

/** 'gate-out', 'On water', 'GATE_OUT' -> the status, or null for a word that is none of them. */
export function containerStatusOf(text: string): ContainerStatus | null {
  const words = text
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  return CONTAINER_STATUSES.find((s) => s === words) ?? null;
}

/**
 * Checks every line of a load list and answers either the entries to save or every problem, each naming its line
 * and the number, so one upload is saved whole or not at all. Empty lines are skipped (spec 002 §5); a number named
 * twice is a problem, as the two lines could say different things.
 */
export function checkLoadListLines(lines: readonly LoadListLine[]): {
  entries: LoadListEntry[];
  problems: LoadListProblem[];
} {
  const entries: LoadListEntry[] = [];
  const problems: LoadListProblem[] = [];
  const seenAt = new Map<string, number>();
  for (const raw of lines) {
    if (!raw.container.trim() && !raw.sealNum.trim() && !raw.status.trim()) continue;
    const container = normalizeContainerNumber(raw.container);
    if (!container) {
      problems.push({ line: raw.line, message: `Line ${raw.line}: give the container number.` });
      continue;
    }
    const wrong = containerNumberProblem(container);
    if (wrong) {
      problems.push({
        line: raw.line,
        message: `Line ${raw.line}: ${container} is not a valid ISO 6346 container number: it ${wrong}.`,
      });
      continue;
    }
    const status = raw.status.trim() ? containerStatusOf(raw.status) : null;
    if (raw.status.trim() && !status) {
      problems.push({
        line: raw.line,
        message: `Line ${raw.line}: the status "${raw.status.trim()}" of ${container} is not one of ${CONTAINER_STATUSES.join(', ')}.`,
      });
      continue;
    }
    const first = seenAt.get(container);
    if (first !== undefined) {
      problems.push({
        line: raw.line,
        message: `Line ${raw.line}: ${container} is already on line ${first}; give each container once.`,
      });
      continue;
    }
    seenAt.set(container, raw.line);
    entries.push({ line: raw.line, container, sealNum: raw.sealNum.trim() || null, status });
  }
  if (problems.length === 0 && entries.length === 0)
    problems.push({ line: 0, message: LOAD_LIST_MESSAGES.noContainers });
  if (entries.length + problems.length > LOAD_LIST_LIMITS.rows)
    return {
      entries: [],
      problems: [
        {
          line: 0,
          message: `A load list has at most ${LOAD_LIST_LIMITS.rows.toLocaleString('en-US')} containers: split it.`,
        },
      ],
    };
  return problems.length > 0 ? { entries: [], problems } : { entries, problems };
}

/**
 * The carrier limit on writes (docs/decisions.md 58): a staff member with a carriers list may change only the boxes
 * their list could show, by the rule of the overview (`handledCarriers`). A line is refused when bookings name its
 * box and none of them is of a carrier the user handles: the box is another carrier's. A box no booking names yet
 * (or only bookings without a carrier) stays allowed, as does a reused box also on one of the user's carriers.
 * `carriersOf` holds, per container, the carrier ids of the bookings naming it; `handled` null means every carrier.
 */
export function carrierLimitProblems(
  entries: readonly LoadListEntry[],
  carriersOf: ReadonlyMap<string, readonly (string | null)[]>,
  handled: readonly string[] | null,
): LoadListProblem[] {
  if (!handled) return [];
  const mine = new Set(handled);
  const problems: LoadListProblem[] = [];
  for (const entry of entries) {
    const carriers = (carriersOf.get(entry.container) ?? []).filter((c): c is string => !!c);
    if (carriers.length === 0 || carriers.some((c) => mine.has(c))) continue;
    problems.push({
      line: entry.line,
      message: `Line ${entry.line}: ${entry.container} is on a booking of a carrier you do not handle; only staff of that carrier may change it.`,
    });
  }
  return problems;
}

/** The texts of a sheet row by column: missing cells read as ''. Dates and numbers are written as text. */
export function loadListLineOf(
  columns: readonly (LoadListColumn | null)[],
  cells: readonly unknown[],
  line: number,
): LoadListLine {
  const out: LoadListLine = { line, container: '', sealNum: '', status: '' };
  columns.forEach((column, i) => {
    const cell = cells[i];
    if (column && cell !== null && cell !== undefined) out[column] = String(cell);
  });
  return out;
}

/**
 * A pasted load list (spec 002 §5: "Container number, Seal number, Status" per line). Cells are split on tabs when
 * the line has one (a paste from a spreadsheet), otherwise on semicolons or commas. A first line that is the
 * header (the sample's words) is skipped, so a paste of the sample file works too. Line numbers are the paste's.
 */
export function parseLoadListText(text: string): LoadListLine[] {
  const lines = text.split(/\r\n|\r|\n/);
  const out: LoadListLine[] = [];
  lines.forEach((lineText, i) => {
    if (!lineText.trim()) return;
    const cells = (lineText.includes('\t') ? lineText.split('\t') : lineText.split(/[;,]/)).map((c) =>
      c.trim(),
    );
    if (out.length === 0 && loadListColumns(cells) !== null) return;
    out.push({ line: i + 1, container: cells[0] ?? '', sealNum: cells[1] ?? '', status: cells[2] ?? '' });
  });
  return out;
}

/** The sample file beside "Add load list": the spec's headers and three lines a clerk can copy. */
export function loadListSampleCsv(): string {
  return [
    'Container number,Seal number,Status',
    'CSQU3054383,SEAL123456,ON WATER',
    'APZU4812090,ML-DE1234567,ARRIVED',
    'TGHU1234567,,GATE OUT',
  ].join('\r\n');
}

/**
 * The overview's default ETS range (spec 002 §2, §9): five days before and after today, as yyyy-MM-dd on the
 * reader's calendar. The start may be at most today ("latest date is today"); the end follows the range.
 */
export function loadListDefaultRange(today: Date): { from: string; to: string } {
  return {
    from: format(subDays(today, LOAD_LIST_LIMITS.defaultRangeDays), 'yyyy-MM-dd'),
    to: format(addDays(today, LOAD_LIST_LIMITS.defaultRangeDays), 'yyyy-MM-dd'),
  };
}
