/**
 * A CSS url() of an address from data (a special offer's image). The address goes into a stylesheet that the
 * server writes into a <style> element of the page, so every character other than those of an ordinary URL is
 * written as a CSS escape (`\3c ` for `<`): inside the quoted string the browser reads the address unchanged, while
 * no quote, bracket, backslash or `</style>` can end the string, the declaration or the element.
 */
export function cssUrl(address: string): string {
  const escaped = address.replace(
    /[^A-Za-z0-9\-._~:/?#@!$&*+,;=%]/gu,
    (c) => `\\${c.codePointAt(0)!.toString(16)} `,
  );
  return `url("${escaped}")`;
}
