import { Alert, AlertTitle, Button } from '@mui/material';

/** A failed load with the reason and a Retry button. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {error?.message}
    </Alert>
  );
}
