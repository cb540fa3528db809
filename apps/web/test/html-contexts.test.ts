// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssUrl } from '../src/lib/css-url.ts';
import { escapeAttribute, escapeStyleText, jsonForScriptElement } from '../src/lib/html-contexts.ts';

const HOSTILE =
  'https://example.com/a.png?x=</style><meta http-equiv=refresh content=0;url=https://evil.example/>';

describe('values written into the server-rendered page outside React', () => {
  it('cssUrl keeps an ordinary address as it is and escapes everything that could end the string or the sheet', () => {
    expect(cssUrl('https://img.example.com/a.png?w=1&h=2#x')).toBe(
      'url("https://img.example.com/a.png?w=1&h=2#x")',
    );
    const written = cssUrl(`${HOSTILE}")'(\\`);
    expect(written.slice(5, -2)).not.toMatch(/["'()<>]/);
    expect(written).toContain('\\3c /style\\3e ');
    expect(written).toContain('\\22 \\29 ');
  });

  it('escapeStyleText leaves no </style> in a sheet, attributes and JSON data blocks are escaped for their place', () => {
    expect(escapeStyleText(`.a{background:url("${HOSTILE}")}`)).not.toContain('</style>');
    expect(escapeAttribute('css "a"<b>&')).toBe('css &#34;a&#34;&#60;b&#62;&#38;');
    const json = jsonForScriptElement({ image: HOSTILE, line: 'a\u2028b' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ image: HOSTILE, line: 'a\u2028b' });
  });
});
