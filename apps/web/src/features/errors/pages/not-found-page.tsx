import { Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { ERROR_PAGES } from '@portal/domain';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { ErrorLayout } from '../../../components/page/error-layout.tsx';

export function NotFoundPage() {
  usePageTitle(ERROR_PAGES.notFoundTitle);
  const navigate = useNavigate();
  const { session } = useSession();
  const login = useLoginDialog();
  return (
    <ErrorLayout
      code="404"
      title={ERROR_PAGES.notFoundTitle}
      text={ERROR_PAGES.notFoundBody}
      actions={
        <>
          <Button variant="contained" onClick={() => void navigate('/')}>
            {ERROR_PAGES.goHome}
          </Button>
          {session.visitor === 'anonymous' && (
            <Button variant="outlined" onClick={() => login.open()}>
              Login
            </Button>
          )}
        </>
      }
    />
  );
}
