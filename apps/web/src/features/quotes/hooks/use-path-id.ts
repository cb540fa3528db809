import { matchPath, useLocation } from 'react-router';

/**
 * The `:id` of a path pattern. The frame's route guard picks the screen by pattern itself (no <Routes>), so
 * useParams() has nothing to offer: read it from the address.
 */
export function usePathId(pattern: string): string {
  const { pathname } = useLocation();
  return matchPath(pattern, pathname)?.params.id ?? '';
}
