/**
 * The PDF viewer's zoom (spec 000 §5, §9): it starts at 1.4 and moves by 0.1; zoom-out is disabled at 0.4 or
 * lower, zoom-in at 1.35 or higher. The start lies above the zoom-in limit, so a document opens at its largest
 * and the reader zooms out first; that is the spec's behaviour, kept as written.
 */
export const PDF_ZOOM = {
  start: 1.4,
  step: 0.1,
  outDisabledAtOrBelow: 0.4,
  inDisabledAtOrAbove: 1.35,
} as const;

/** Rounded to one decimal so repeated steps do not drift (1.4 - 0.1 * 3 is 1.0999999999999999). */
const tenths = (n: number) => Math.round(n * 10) / 10;

export function canZoomOut(scale: number): boolean {
  return scale > PDF_ZOOM.outDisabledAtOrBelow;
}

export function canZoomIn(scale: number): boolean {
  return scale < PDF_ZOOM.inDisabledAtOrAbove;
}

export function zoomOut(scale: number): number {
  return canZoomOut(scale) ? tenths(scale - PDF_ZOOM.step) : scale;
}

export function zoomIn(scale: number): number {
  return canZoomIn(scale) ? tenths(scale + PDF_ZOOM.step) : scale;
}

/** Ctrl/Cmd+Enter sends a comment (spec 000 §2), in tinykeys syntax like SHORTCUTS. */
export const COMMENT_SEND_SHORTCUT = '$mod+Enter';
