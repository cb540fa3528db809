import { LoggedOutNotice } from '../../../components/page/logged-out-notice.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** What the route guard shows a visitor on a page for signed-in users. */
export function LoggedOutPage() {
  usePageTitle('Logged out');
  return <LoggedOutNotice />;
}
