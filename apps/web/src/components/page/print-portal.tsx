import { GlobalStyles } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const ROOT_ID = 'print-root';

/**
 * Prints one view without a route: the children render into a container of their own beside the app, which the
 * print stylesheet alone shows (the app, its dialogs and snackbars are hidden on paper; the container is hidden on
 * screen). Once mounted it opens the browser's print dialog; `onDone` follows when the browser says printing ended.
 */
export function PrintPortal({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const after = () => done.current();
    window.addEventListener('afterprint', after);
    // After the first paint, so the document is laid out before the browser takes its picture.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '@page': { size: 'A4', margin: '12mm 12mm 14mm' },
          '@media screen': { [`#${ROOT_ID}`]: { display: 'none' } },
          '@media print': {
            [`body > *:not(#${ROOT_ID})`]: { display: 'none !important' },
            body: { background: '#fff !important' },
            [`#${ROOT_ID}`]: { display: 'block', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
          },
        }}
      />
      <div id={ROOT_ID}>{children}</div>
    </>,
    document.body,
  );
}
