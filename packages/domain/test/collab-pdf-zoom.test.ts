import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, PDF_ZOOM, zoomIn, zoomOut } from '../src/index.ts';

describe('PDF zoom', () => {
  it('starts at 1.4 with zoom-in disabled', () => {
    expect(PDF_ZOOM.start).toBe(1.4);
    expect(canZoomIn(PDF_ZOOM.start)).toBe(false);
    expect(canZoomOut(PDF_ZOOM.start)).toBe(true);
  });

  it('steps by 0.1 without drift and stops at the limits', () => {
    let scale: number = PDF_ZOOM.start;
    const seen: number[] = [];
    while (canZoomOut(scale)) {
      scale = zoomOut(scale);
      seen.push(scale);
    }
    expect(seen).toEqual([1.3, 1.2, 1.1, 1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4]);
    expect(zoomOut(0.4)).toBe(0.4);
    expect(zoomIn(1.3)).toBe(1.4);
    expect(zoomIn(1.4)).toBe(1.4);
    expect(canZoomIn(1.3)).toBe(true);
  });
});
