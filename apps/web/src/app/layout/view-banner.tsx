import { Alert, Button } from '@mui/material';
import { useSession } from '../../lib/session.ts';
import { useViewSwitch } from './view-switch.ts';

/** While staff see the portal as a client, or a superadmin acts as someone, a banner says so. */
export function ViewBanner() {
  const { session } = useSession();
  const { customerView, actingAs } = useViewSwitch();
  if (session.mode === 'self') return null;
  const text =
    session.mode === 'customer-view'
      ? `Customer view: ${session.customerViewClient?.name ?? ''}`
      : `Acting as ${session.user?.firstName ?? ''} ${session.user?.lastName ?? ''}`;
  const exit = () => (session.mode === 'customer-view' ? customerView.mutate(null) : actingAs.mutate(null));
  return (
    <Alert
      severity="warning"
      icon={false}
      sx={{ borderRadius: 0, justifyContent: 'center', py: 0, '& .MuiAlert-message': { fontWeight: 600 } }}
      action={
        <Button color="inherit" size="small" onClick={exit}>
          Exit
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
