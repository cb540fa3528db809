import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import {
  Box,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatDateTime, type TAccount } from '@portal/domain';
import { VisuallyHidden } from '../../../components/page/visually-hidden.tsx';

export interface AccountTableProps {
  accounts: readonly TAccount[];
  label: string;
  onEdit: (account: TAccount) => void;
  onArchive: (account: TAccount) => void;
  onWelcome: (account: TAccount) => void;
}

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;

function access(a: TAccount): string {
  if (a.kind === 'customer') return a.isCustomerAdmin ? "Company's admin" : 'User';
  return [a.role ?? 'No role', a.isAdmin ? 'admin' : null].filter(Boolean).join(', ');
}

/** A company's accounts (or the staff), archived ones last, each with its edit, archive and welcome actions. */
export function AccountTable({ accounts, label, onEdit, onArchive, onWelcome }: AccountTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={hideOnPhone}>Access</TableCell>
            <TableCell sx={hideOnPhone}>Carriers</TableCell>
            <TableCell sx={hideOnPhone}>Last session</TableCell>
            <TableCell align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            return (
              <TableRow key={a.id} sx={a.archived ? { '& td': { color: 'text.secondary' } } : undefined}>
                <TableCell sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {name}
                    </Typography>
                    {a.archived && <Chip label="Archived" size="small" />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {a.emailAddress}
                  </Typography>
                  <Box sx={{ display: { md: 'none' } }}>
                    <Typography variant="caption" color="text.secondary">
                      {access(a)} · {a.lastSession ? formatDateTime(a.lastSession) : 'never'}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell sx={hideOnPhone}>{access(a)}</TableCell>
                <TableCell sx={hideOnPhone}>{a.carriers?.join(', ') ?? 'Every carrier'}</TableCell>
                <TableCell sx={hideOnPhone}>
                  {a.lastSession ? formatDateTime(a.lastSession) : 'never'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={`Edit ${name}`}>
                    <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => onEdit(a)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {!a.archived && (
                    <Tooltip title={`Send ${name} a new welcome e-mail`}>
                      <IconButton
                        size="small"
                        aria-label={`Send ${name} a new welcome e-mail`}
                        onClick={() => onWelcome(a)}
                      >
                        <ForwardToInboxOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={a.archived ? `Restore ${name}` : `Archive ${name}`}>
                    <IconButton
                      size="small"
                      aria-label={a.archived ? `Restore ${name}` : `Archive ${name}`}
                      onClick={() => onArchive(a)}
                    >
                      {a.archived ? (
                        <UnarchiveOutlinedIcon fontSize="small" />
                      ) : (
                        <ArchiveOutlinedIcon fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
