import { Button } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_PAGES } from '@portal/domain';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ErrorLayout } from '../components/error-layout.tsx';

export function LoggedOutPage() {
  usePageTitle('Logged out');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginDialog();
  return (
    <ErrorLayout
      code=""
      title="Please log in"
      text={ERROR_PAGES.loggedOutBody}
      actions={
        <>
          <Button variant="contained" onClick={() => login.open(`${location.pathname}${location.search}`)}>
            Login
          </Button>
          <Button variant="outlined" onClick={() => void navigate('/')}>
            {ERROR_PAGES.goHome}
          </Button>
        </>
      }
    />
  );
}
