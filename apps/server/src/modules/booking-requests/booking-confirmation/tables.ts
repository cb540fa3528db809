import { byKey, textOf, type Budget, type HtmlNode } from './text.ts';

/** Column titles of the data tables (compared by keyOf), and what we call the column. */
const COLUMN_TITLES = {
  'CUSTOMER COMMENTS': 'customerComments',
  'TRANSPORT MODE': 'transportMode',
  'CONVEYANCE TYPE': 'conveyanceType',
  CARRIER: 'carrier',
  VESSEL: 'vessel',
  'VESSEL NAME': 'vessel',
  VOYAGE: 'voyage',
  'VOYAGE NUMBER': 'voyage',
  'VOYAGE NO': 'voyage',
  'CARGO / PACKING': 'cargoPacking',
  PACKAGES: 'packages',
  'CARGO DESCRIPTION': 'cargoDescription',
  'CARGO WEIGHT (EXCLUDING TARE)': 'cargoWeight',
  'CARGO WEIGHT': 'cargoWeight',
  'GROSS VOLUME': 'grossVolume',
  CONTAINER: 'container',
  'NET WEIGHT': 'netWeight',
  'NET VOLUME': 'netVolume',
  'PAYMENT TERM': 'paymentTerm',
  'FREIGHT PAYER': 'freightPayer',
  'PAYMENT LOCATION': 'paymentLocation',
} as const;

export type Column = (typeof COLUMN_TITLES)[keyof typeof COLUMN_TITLES];
/** One data row: its cells by column. */
export type Row = Partial<Record<Column, HtmlNode>>;

const columnOf = byKey<Column>(COLUMN_TITLES);

const MAX_ROWS = 2000;
const MAX_CELLS = 50;
/** Titles are short: a longer cell is not one, and reading further would only cost. */
const TITLE_CHARS = 60;

const isTag = (node: HtmlNode, ...names: string[]) =>
  node.type === 'tag' && names.includes(node.name?.toLowerCase() ?? '');

/** The rows of this table, not of tables nested in its cells. */
export function rowsOf(table: HtmlNode): HtmlNode[] {
  const rows: HtmlNode[] = [];
  for (const child of table.children ?? []) {
    if (isTag(child, 'tr')) rows.push(child);
    else if (isTag(child, 'tbody', 'thead', 'tfoot'))
      rows.push(...(child.children ?? []).filter((n) => isTag(n, 'tr')).slice(0, MAX_ROWS));
    if (rows.length >= MAX_ROWS) break;
  }
  return rows.slice(0, MAX_ROWS);
}

/** A row's cells, each repeated over the columns its colspan covers. */
function cellsOf(row: HtmlNode): HtmlNode[] {
  const cells: HtmlNode[] = [];
  for (const cell of row.children ?? []) {
    if (!isTag(cell, 'td', 'th')) continue;
    const span = Math.min(Math.max(Number.parseInt(cell.attribs?.colspan ?? '1', 10) || 1, 1), 10);
    for (let i = 0; i < span && cells.length < MAX_CELLS; i++) cells.push(cell);
    if (cells.length >= MAX_CELLS) break;
  }
  return cells;
}

/**
 * The data rows of tables whose first row holds column titles (CONTAINER, NET WEIGHT ...). A row is a title row
 * when at least half of its filled cells are known titles; the rows after it are read by those titles until the
 * next title row. A table-title row ("TRANSPORT PLAN DETAILS") and rows before any titles are skipped.
 */
export function readColumnTables(tables: readonly HtmlNode[], budget: Budget): Row[] {
  const out: Row[] = [];
  for (const table of tables) {
    let header: Array<Column | undefined> | null = null;
    for (const row of rowsOf(table)) {
      const cells = cellsOf(row);
      const titles = cells.map((cell) => textOf(cell, budget, TITLE_CHARS));
      const filled = titles.filter((t) => t !== '').length;
      const columns = titles.map((t) => (t.length <= TITLE_CHARS ? columnOf(t) : undefined));
      const known = columns.filter((c) => c !== undefined).length;
      if (known > 0 && known * 2 >= filled) {
        header = columns;
        continue;
      }
      if (!header || filled === 0) continue;
      const data: Row = {};
      cells.forEach((cell, i) => {
        const column = header![i];
        if (column && !data[column]) data[column] = cell;
      });
      out.push(data);
      if (out.length >= MAX_ROWS) return out;
    }
  }
  return out;
}
