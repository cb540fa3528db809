import { routeAsHtml, routeAsText, type TScheduleRoute } from '@portal/domain';

export type CopyFormat = 'text' | 'html';

/**
 * Puts the booking request on the clipboard. 'html' writes text/html and text/plain together where the browser
 * has ClipboardItem, so a mail program pastes the table and a plain editor the text; elsewhere plain text.
 */
export async function copyRoute(route: TScheduleRoute, format: CopyFormat): Promise<void> {
  const text = routeAsText(route);
  if (format === 'html' && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([text], { type: 'text/plain' }),
        'text/html': new Blob([routeAsHtml(route)], { type: 'text/html' }),
      }),
    ]);
    return;
  }
  if (!navigator.clipboard?.writeText) throw new Error('This browser does not allow copying here.');
  await navigator.clipboard.writeText(text);
}
