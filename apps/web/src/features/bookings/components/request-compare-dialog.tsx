import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  AppBar,
  Box,
  Chip,
  Dialog,
  DialogContent,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Toolbar,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TBookingRequestDetail } from '@portal/domain';
import { Fragment } from 'react';
import { useInitialRequest } from '../actions-api.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { AgreementNumber } from './agreement-number.tsx';
import { compareFacts, freightFacts, requestFacts, type ComparedRow } from './request-facts.ts';

/**
 * Whether the request came from an uploaded booking e-mail: staff get what the e-mail left out (`importMissing`,
 * present for imported requests only); anyone sees its external booking reference or the kept e-mail (HTML).
 */
export function isImported(request: TBookingRequestDetail): boolean {
  return (
    request.importMissing !== undefined ||
    request.externalBookingReference !== null ||
    request.files.some((f) => f.contentType === 'text/html')
  );
}

const CHANGED = 'Changed';

function ValueCell({ value, changed }: { value: string | null; changed: boolean }) {
  return (
    <TableCell
      sx={(theme) => ({
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        bgcolor: changed ? alpha(theme.palette.warning.main, 0.12) : undefined,
        color: value === null ? 'text.disabled' : undefined,
      })}
    >
      {value ?? 'Not given'}
    </TableCell>
  );
}

function Row({ row }: { row: ComparedRow }) {
  return (
    <TableRow data-changed={row.changed ? 'true' : undefined}>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', fontWeight: 600, width: '22%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {row.label}
          {row.changed && (
            <Chip
              label={CHANGED}
              size="small"
              color="warning"
              sx={{ height: 18, fontSize: '0.65rem', fontWeight: 700 }}
            />
          )}
        </Box>
      </TableCell>
      <ValueCell value={row.current} changed={row.changed} />
      <ValueCell value={row.other} changed={row.changed} />
    </TableRow>
  );
}

/**
 * The full-screen compare dialog (spec 000 §2): the Current Booking Request on the left, on the right the uploaded
 * file as it was read (an imported request) or the Initial Booking Request; File No and the Agreement No. above
 * (staff edit it here; otherwise '[To be assigned]' until it is). Changed values are marked on both sides.
 */
export function RequestCompareDialog({
  request,
  open,
  onClose,
}: {
  request: TBookingRequestDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { staff } = useViewer();
  const initial = useInitialRequest(request.id, open);
  const otherTitle = isImported(request) ? 'Uploaded File' : 'Initial Booking Request';
  const sections = initial.data
    ? compareFacts(
        [...requestFacts(request, staff), ...freightFacts(request)],
        [...requestFacts(initial.data, staff), ...freightFacts(initial.data)],
      )
    : [];
  const changes = sections.reduce((n, s) => n + s.rows.filter((r) => r.changed).length, 0);

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="compare-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Typography id="compare-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Compare
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            File No {request.id}
          </Typography>
          <AgreementNumber request={request} editable={staff} />
          <Box sx={{ flex: 1 }} />
          {initial.data && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {changes === 0 ? 'No changes' : changes === 1 ? '1 changed value' : `${changes} changed values`}
            </Typography>
          )}
          <IconButton edge="end" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <DialogContent sx={{ p: { xs: 1, sm: 3 }, bgcolor: 'background.default' }}>
        {initial.isError && (
          <Alert severity="error">The {otherTitle.toLowerCase()} could not be loaded.</Alert>
        )}
        {initial.isPending && (
          <Stack spacing={1}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={32} />
            ))}
          </Stack>
        )}
        {initial.data && (
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              overflow: 'auto',
            }}
          >
            <Table
              size="small"
              stickyHeader
              aria-label="Compare"
              sx={{ tableLayout: 'fixed', minWidth: 720 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '22%' }} />
                  <TableCell sx={{ fontWeight: 800, fontSize: '0.95rem' }}>Current Booking Request</TableCell>
                  <TableCell sx={{ fontWeight: 800, fontSize: '0.95rem' }}>{otherTitle}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sections.map((section) => (
                  <Fragment key={section.title}>
                    <TableRow>
                      <TableCell
                        colSpan={3}
                        sx={{
                          bgcolor: 'grey.100',
                          fontWeight: 800,
                          textTransform: 'uppercase',
                          fontSize: '0.75rem',
                          letterSpacing: '0.04em',
                        }}
                      >
                        {section.title}
                      </TableCell>
                    </TableRow>
                    {section.rows.map((row) => (
                      <Row key={row.label} row={row} />
                    ))}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
