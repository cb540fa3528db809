/**
 * XML laid out one element per line, indented by depth, for reading side by side. Text and attributes stay as
 * written; an element holding only text stays on one line. Not a validator: a malformed file is shown as it is.
 */
export function prettyXml(xml: string, indent = '  '): string {
  const tokens = xml
    .replace(/>\s+</g, '><')
    .trim()
    .split(/(<[^>]+>)/)
    .filter((t) => t !== '');
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const pad = indent.repeat(depth);
    if (/^<\//.test(token)) {
      depth = Math.max(0, depth - 1);
      lines.push(indent.repeat(depth) + token);
    } else if (/^<[?!]/.test(token) || /\/>$/.test(token)) {
      lines.push(pad + token);
    } else if (token.startsWith('<')) {
      const text = tokens[i + 1];
      const close = tokens[i + 2];
      if (text !== undefined && !text.startsWith('<') && close?.startsWith('</')) {
        lines.push(pad + token + text + close);
        i += 2;
      } else {
        lines.push(pad + token);
        depth++;
      }
    } else {
      lines.push(pad + token.trim());
    }
  }
  return lines.join('\n');
}
