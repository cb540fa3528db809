/**
 * Text the server render writes into the page outside React (which escapes its own output): each escaped for the
 * context it lands in, so that no value from data (a special offer's image, a carrier's name) can end its element
 * and start markup of its own.
 */

/** An HTML attribute value in double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The text of a <style> element: `<` never has a meaning in CSS outside a string (where the escape reads as `<`
 * again), so writing it as `\3c ` leaves the rules as they are and no `</style>` inside them.
 */
export function escapeStyleText(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/**
 * JSON in a data block (<script type="application/json">): `<` as \u003c so no `</script>` or `<!--` ends it, and
 * the line separators JavaScript once refused as \u2028 and \u2029; JSON.parse reads them back unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
