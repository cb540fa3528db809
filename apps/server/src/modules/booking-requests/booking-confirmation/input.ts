import { BOOKING_CONFIRMATION_LIMITS as LIMITS } from '@portal/domain';

/**
 * The part of an uploaded file the parser reads: its first LIMITS.maxBytes, decoded, and cut where elements nest
 * deeper than LIMITS.maxDepth. HTML parsers keep a stack of open elements and scan it on every tag, so a file of
 * nothing but `<div>` costs time by the square of its length; no real e-mail nests that deep.
 */
export function readableHtml(input: string | Uint8Array): string {
  const html =
    typeof input === 'string' ? input.slice(0, LIMITS.maxBytes) : decode(input.subarray(0, LIMITS.maxBytes));
  return cutAtDepth(html, LIMITS.maxDepth);
}

/** Charset by byte-order mark, else by the `<meta>` near the top, else UTF-8; never throws. */
export function decode(bytes: Uint8Array): string {
  let label = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [label, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [label, start] = ['utf-16be', 2];
  else label = metaCharset(bytes) ?? label;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    // An unknown label (RangeError): read as UTF-8 with replacement characters.
    decoder = new TextDecoder('utf-8');
  }
  const text = decoder.decode(bytes.subarray(start));
  // Node 20 decodes windows-1252 (and latin1, ascii, which mean it) as ISO-8859-1: 0x92 stays U+0092, not '’'.
  return decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252[c] ?? c) : text;
}

/** Windows-1252's characters at 0x80-0x9F, where ISO-8859-1 has control codes. */
const CP1252: Readonly<Record<string, string>> = Object.fromEntries(
  [
    [0x80, 0x20ac],
    [0x82, 0x201a],
    [0x83, 0x0192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x02c6],
    [0x89, 0x2030],
    [0x8a, 0x0160],
    [0x8b, 0x2039],
    [0x8c, 0x0152],
    [0x8e, 0x017d],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x02dc],
    [0x99, 0x2122],
    [0x9a, 0x0161],
    [0x9b, 0x203a],
    [0x9c, 0x0153],
    [0x9e, 0x017e],
    [0x9f, 0x0178],
  ].map(([from, to]) => [String.fromCharCode(from!), String.fromCharCode(to!)]),
);

// Bounded repeats only, so a long run of odd characters cannot make the search backtrack.
const META_CHARSET = /<meta\b[^>]{0,200}?charset\s{0,5}=\s{0,5}["']?\s{0,5}([a-zA-Z0-9_:.-]{1,40})/i;

function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  return META_CHARSET.exec(head)?.[1]?.toLowerCase() ?? null;
}

const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements the parser closes when a sibling opens or the parent closes: they never deepen real markup. */
const SELF_ENDING = new Set([
  'body',
  'caption',
  'colgroup',
  'dd',
  'dt',
  'head',
  'html',
  'li',
  'optgroup',
  'option',
  'p',
  'rb',
  'rp',
  'rt',
  'rtc',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'noembed', 'iframe']);
const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]{0,40})/y;

/**
 * The text up to the first start tag that would open element number maxDepth + 1, by a linear scan of the tags
 * (comments and raw-text elements skipped; unknown end tags ignored, as parsers do). An estimate of the parser's
 * view, erring to cut early, which leaves a well-formed e-mail untouched.
 */
export function cutAtDepth(html: string, maxDepth: number): string {
  const stack: string[] = [];
  const openCount = new Map<string, number>();
  let nextGt = -1;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) break;
      at = html.indexOf('<', end + 3);
      continue;
    }
    // The nearest '>' after a '<' is shared by every '<' before it: looking it up once keeps '<<<<' linear.
    if (nextGt < at) nextGt = html.indexOf('>', at);
    if (nextGt === -1) break;
    TAG_NAME.lastIndex = at;
    const match = TAG_NAME.exec(html);
    if (!match) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const name = match[2]!.toLowerCase();
    const selfClosing = html[nextGt - 1] === '/';
    if (match[1] === '/') {
      if ((openCount.get(name) ?? 0) > 0) {
        let popped: string | undefined;
        do {
          popped = stack.pop();
          if (popped !== undefined) openCount.set(popped, (openCount.get(popped) ?? 1) - 1);
        } while (popped !== undefined && popped !== name);
      }
    } else if (!VOID.has(name) && !SELF_ENDING.has(name) && !selfClosing) {
      if (stack.length >= maxDepth) return html.slice(0, at);
      stack.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      if (RAW_TEXT.has(name)) {
        const end = new RegExp(`</${name}`, 'ig');
        end.lastIndex = nextGt + 1;
        if (!end.exec(html)) break;
        at = end.lastIndex - name.length - 2;
        continue;
      }
    }
    at = html.indexOf('<', nextGt + 1);
  }
  return html;
}
