import { BOOKING_CONFIRMATION_LIMITS as LIMITS } from '@portal/domain';

/** The parts of a parsed node (cheerio's domhandler tree) the reader looks at. */
export interface HtmlNode {
  readonly type: string;
  readonly name?: string;
  readonly data?: string;
  readonly attribs?: Readonly<Record<string, string>>;
  readonly children?: readonly HtmlNode[];
  readonly parent?: HtmlNode | null;
}

/**
 * Node visits one parse may spend on reading text. Nested tables are read once per table around them, so a
 * budget keeps a file of tables inside tables from costing the square of its size; when spent, text reads empty.
 */
export class Budget {
  constructor(public nodes: number) {}
}

/** One line of text: split at `<br>` and block elements; `label` when it is the text of a `<strong>`/`<b>`. */
export interface Line {
  text: string;
  label: boolean;
}

const BLOCK = new Set([
  'address',
  'article',
  'blockquote',
  'caption',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const SKIPPED = new Set(['head', 'script', 'style', 'title', 'template', 'noscript']);
const STRONG = new Set(['strong', 'b']);

/**
 * The lines of a subtree, walked with an explicit stack (no recursion, whatever the nesting). With
 * `labels`, each `<strong>`/`<b>` becomes its own line marked as a label; otherwise it is inline text.
 * `maxChars` stops early once that much text is read, for callers that only compare short titles.
 */
export function linesOf(
  root: HtmlNode,
  budget: Budget,
  options: { labels?: boolean; maxChars?: number } = {},
): Line[] {
  const out: Line[] = [];
  const maxChars = options.maxChars ?? Infinity;
  const maxLines = LIMITS.maxLines * 40;
  let pending = '';
  let read = 0;
  let inLabel = 0;
  const flush = () => {
    const text = pending === '' ? '' : clean(pending);
    if (text) out.push({ text, label: inLabel > 0 });
    pending = '';
  };
  // Two parallel stacks (node, and whether it is the visit after its children) spare an object per step.
  const nodes: HtmlNode[] = [root];
  const exits: boolean[] = [false];
  while (nodes.length > 0 && budget.nodes > 0 && read < maxChars && out.length < maxLines) {
    const node = nodes.pop()!;
    const exit = exits.pop()!;
    const name = node.name?.toLowerCase() ?? '';
    const isLabel = options.labels === true && STRONG.has(name);
    if (exit) {
      if (BLOCK.has(name) || isLabel) flush();
      if (isLabel) inLabel--;
      continue;
    }
    budget.nodes--;
    if (node.type === 'text') {
      const data = node.data ?? '';
      read += data.length;
      // Enough for a capped value even after spaces collapse; the rest of a giant text node is dropped.
      if (pending.length < LIMITS.maxText * 4) pending += data.slice(0, LIMITS.maxText * 4);
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    if (SKIPPED.has(name)) continue;
    if (name === 'br') {
      flush();
      continue;
    }
    if (BLOCK.has(name) || isLabel) flush();
    if (isLabel) inLabel++;
    nodes.push(node);
    exits.push(true);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      nodes.push(children[i]!);
      exits.push(false);
    }
  }
  flush();
  return out;
}

/** Plain text of a subtree on one line. */
export function textOf(root: HtmlNode, budget: Budget, maxChars?: number): string {
  return cap(
    linesOf(root, budget, { maxChars })
      .map((l) => l.text)
      .join(' '),
  );
}

const SPACE = /[\s\u00a0\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /\p{Cs}/gu;
// Cheap tests first: most text has neither, and a test does not build a new string.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const HAS_SURROGATE = /[\ud800-\udfff]/;

/** Spaces collapsed, control characters gone, at most LIMITS.maxText characters, no broken UTF-16. */
export function clean(text: string): string {
  const spaced = text.replace(SPACE, ' ');
  return cap((HAS_CONTROL.test(spaced) ? spaced.replace(CONTROL, '') : spaced).trim());
}

/** At most LIMITS.maxText characters, and no lone surrogate (a cut may split a pair). */
export function cap(text: string): string {
  const capped = text.length > LIMITS.maxText ? text.slice(0, LIMITS.maxText) : text;
  return (HAS_SURROGATE.test(capped) ? capped.replace(LONE_SURROGATE, '\ufffd') : capped).trim();
}

/** A label or key as compared: its letters and digits, upper case ("Pick-up date" = "PICKUP DATE" = "PICKUPDATE"). */
export function keyOf(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

/** Lookup in a table written with readable keys, by keyOf on both sides. */
export function byKey<T>(table: Readonly<Record<string, T>>): (text: string) => T | undefined {
  const map = new Map(Object.entries(table).map(([key, value]) => [keyOf(key), value]));
  return (text) => map.get(keyOf(text));
}

/** "Email Address: a@b.com" as { key: 'EMAIL ADDRESS', value: 'a@b.com' }; null without a short key. */
export function keyValue(line: string): { key: string; value: string } | null {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 40) return null;
  const key = keyOf(line.slice(0, colon));
  return key ? { key, value: line.slice(colon + 1).trim() } : null;
}
