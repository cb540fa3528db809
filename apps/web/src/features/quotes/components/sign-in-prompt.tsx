import { LoggedOutNotice } from '../../../components/page/logged-out-notice.tsx';

/** Quotes belong to a company: an anonymous visitor is asked to log in (and comes back here), as everywhere. */
export function SignInPrompt({ title }: { title: string }) {
  return <LoggedOutNotice title={title} />;
}
