import { Box, Button, Typography } from '@mui/material';
import type { TCollabDocument } from '@portal/domain';
import { DocumentRow } from './document-row.tsx';
import type { DocumentScope } from './document-scope.ts';

export interface DocumentListProps {
  docs: readonly TCollabDocument[];
  scope: DocumentScope;
  label: string;
  emptyText?: string;
  /** A customer's list shows the latest document; 'Show more' asks for all (spec 000 §5). */
  more?: { shown: boolean; available: boolean; onToggle: () => void; loading: boolean };
}

/** The documents of a checklist item or card, newest first. */
export function DocumentList({ docs, scope, label, emptyText, more }: DocumentListProps) {
  return (
    <Box>
      {docs.length === 0 ? (
        emptyText && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
            {emptyText}
          </Typography>
        )
      ) : (
        <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
          {docs.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} scope={scope} />
          ))}
        </Box>
      )}
      {more?.available && (
        <Button size="small" onClick={more.onToggle} loading={more.loading} sx={{ mt: 0.5 }}>
          {more.shown ? 'Show less' : 'Show more'}
        </Button>
      )}
    </Box>
  );
}
