import { Button } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_PAGES } from '@portal/domain';
import { useLoginDialog } from '../../lib/login-dialog.ts';
import { paths } from '../../lib/paths.ts';
import { ErrorLayout } from './error-layout.tsx';

/**
 * The one logged-out design: the ship drawing, why, Login (back to this address afterwards) and the way home.
 * The route guard shows it as the page; pages open to visitors (quotes) show it in place of their list.
 */
export function LoggedOutNotice({ title = ERROR_PAGES.loggedOutTitle }: { title?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginDialog();
  return (
    <ErrorLayout
      code=""
      title={title}
      text={ERROR_PAGES.loggedOutBody}
      actions={
        <>
          <Button variant="contained" onClick={() => login.open(`${location.pathname}${location.search}`)}>
            Login
          </Button>
          <Button variant="outlined" onClick={() => void navigate(paths.home.getHref())}>
            {ERROR_PAGES.goHome}
          </Button>
        </>
      }
    />
  );
}
