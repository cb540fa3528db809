/**
 * Public surface of the PDF viewer (issue 10 part 4): `<PdfViewer url title? height? />`, lazily loaded with
 * pdf.js. The page rules are exported for tests and other viewers.
 */
export { PdfViewer } from './lazy-pdf-viewer.tsx';
export type { PdfViewerProps } from './types.ts';
export { canGoBack, canGoForward, clampPage } from './pdf-pages.ts';
