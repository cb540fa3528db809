import type { HtmlNode } from './text.ts';

/** The elements the reader starts from, in document order. */
export interface Landmarks {
  /** `<span class="h">`: the heading with the booking type. */
  headings: HtmlNode[];
  /** `<strong>` and `<b>`: labels and sub-titles. */
  labels: HtmlNode[];
  tables: HtmlNode[];
  /** `<table class="blBody">`: where the data sits. */
  dataTables: HtmlNode[];
  /** Whether any `<span class="data_nopad">` (a value of the e-mail) was seen. */
  hasDataSpans: boolean;
}

const MAX = { headings: 20, labels: 20_000, tables: 500 } as const;

export const isElement = (node: HtmlNode, name: string) =>
  node.type === 'tag' && node.name?.toLowerCase() === name;

/** Class names compare without regard to case: mail programs rewrite markup in either. */
export function hasClass(node: HtmlNode, name: string): boolean {
  const classes = node.attribs?.class;
  if (!classes) return false;
  const wanted = name.toLowerCase();
  return classes
    .toLowerCase()
    .split(/\s+/)
    .some((c) => c === wanted);
}

/**
 * One walk over the tree (an explicit stack, document order). Cheerio's own `$('table')` searches the root's
 * children against each other first, which costs the square of their number in a file of loose elements.
 */
export function landmarksOf(root: HtmlNode): Landmarks {
  const found: Landmarks = { headings: [], labels: [], tables: [], dataTables: [], hasDataSpans: false };
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const name = node.name?.toLowerCase();
    if (name === 'span') {
      if (found.headings.length < MAX.headings && hasClass(node, 'h')) found.headings.push(node);
      if (hasClass(node, 'data_nopad')) found.hasDataSpans = true;
    } else if (name === 'strong' || name === 'b') {
      if (found.labels.length < MAX.labels) found.labels.push(node);
    } else if (name === 'table' && found.tables.length < MAX.tables) {
      found.tables.push(node);
      if (hasClass(node, 'blBody')) found.dataTables.push(node);
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found;
}

/** The nearest ancestor that passes the test. */
export function closest(node: HtmlNode, test: (n: HtmlNode) => boolean): HtmlNode | null {
  for (let at = node.parent; at; at = at.parent) if (test(at)) return at;
  return null;
}
