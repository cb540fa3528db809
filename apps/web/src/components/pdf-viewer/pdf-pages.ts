/** Page navigation of the PDF viewer: pages count from 1 and stay inside the document. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  return Math.min(Math.max(1, Math.round(page)), pageCount);
}

export function canGoBack(page: number): boolean {
  return page > 1;
}

export function canGoForward(page: number, pageCount: number): boolean {
  return page < pageCount;
}
