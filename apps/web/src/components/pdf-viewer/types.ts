export interface PdfViewerProps {
  /** The file's address (a same-origin download URL; the session cookie goes along). */
  url: string | null | undefined;
  /** Names the viewer region for assistive technology, e.g. the file name. */
  title?: string;
  /** CSS height of the viewer; the page scrolls inside it. */
  height?: number | string;
}
