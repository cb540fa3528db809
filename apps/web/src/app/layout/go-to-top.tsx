import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@portal/domain';

const GoToTopButton = lazy(() =>
  import('./go-to-top-button.tsx').then((m) => ({ default: m.GoToTopButton })),
);

/** Every path change starts at the top of the page. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Fixed bottom-right, shown after scrolling more than 170 px. */
export function GoToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Its code loads the first time it is needed, then it stays to zoom in and out.
  const [needed, setNeeded] = useState(false);
  if (visible && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <GoToTopButton visible={visible} />
    </Suspense>
  ) : null;
}
