import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Card } from '@mui/material';
import { ERROR_PAGES } from '@portal/domain';
import { useLoginDialog } from '../../../lib/login-dialog.ts';
import { EmptyState } from './empty-state.tsx';

/** Quotes belong to a company: an anonymous visitor is asked to log in (and comes back here). */
export function SignInPrompt({ title }: { title: string }) {
  const login = useLoginDialog();
  return (
    <Card>
      <EmptyState
        icon={LockOutlinedIcon}
        title={title}
        text={ERROR_PAGES.loggedOutBody}
        action={
          <Button variant="contained" color="secondary" onClick={() => login.open()}>
            Login
          </Button>
        }
      />
    </Card>
  );
}
