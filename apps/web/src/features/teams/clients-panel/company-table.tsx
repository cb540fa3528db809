import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import {
  Chip,
  IconButton,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import type { TAccountClient } from '@portal/domain';
import { VisuallyHidden } from '../../../components/page/visually-hidden.tsx';

/** The row standing for the forwarder's own people (accounts without a company). */
export const STAFF_ROW = 'staff';

export interface CompanyTableProps {
  companies: readonly TAccountClient[];
  selected: string | null;
  onSelect: (id: string) => void;
  onEdit: (company: TAccountClient) => void;
  onArchive: (company: TAccountClient) => void;
  staffCount: number | null;
}

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The companies, the staff first: choosing one lists its accounts below. */
export function CompanyTable({
  companies,
  selected,
  onSelect,
  onEdit,
  onArchive,
  staffCount,
}: CompanyTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Companies">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Company</TableCell>
            <TableCell sx={hideOnPhone}>City</TableCell>
            <TableCell sx={hideOnPhone}>ERP client id</TableCell>
            <TableCell sx={hideOnPhone}>Carriers</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell align="right">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow
            hover
            selected={selected === STAFF_ROW}
            onClick={() => onSelect(STAFF_ROW)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
              <Radio
                checked={selected === STAFF_ROW}
                onChange={() => onSelect(STAFF_ROW)}
                slotProps={{ input: { 'aria-label': 'Show the staff' } }}
              />
            </TableCell>
            <TableCell sx={{ fontWeight: 500 }}>Staff (our own people)</TableCell>
            <TableCell sx={hideOnPhone} />
            <TableCell sx={hideOnPhone} />
            <TableCell sx={hideOnPhone} />
            <TableCell align="right">{staffCount ?? ''}</TableCell>
            <TableCell />
          </TableRow>
          {companies.map((c) => (
            <TableRow
              key={c.id}
              hover
              selected={selected === c.id}
              onClick={() => onSelect(c.id)}
              sx={{ cursor: 'pointer', ...(c.archived ? { '& td': { color: 'text.secondary' } } : {}) }}
            >
              <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                <Radio
                  checked={selected === c.id}
                  onChange={() => onSelect(c.id)}
                  slotProps={{ input: { 'aria-label': `Show the users of ${c.name}` } }}
                />
              </TableCell>
              <TableCell>
                {c.name}
                {c.archived && <Chip label="Archived" size="small" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={hideOnPhone}>{[c.city, c.countryCode].filter(Boolean).join(', ')}</TableCell>
              <TableCell sx={hideOnPhone}>{c.erpClientId}</TableCell>
              <TableCell sx={hideOnPhone}>{c.carriers?.join(', ') ?? 'Every carrier'}</TableCell>
              <TableCell align="right">{c.activeUsers}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                <Tooltip title={`Edit ${c.name}`}>
                  <IconButton size="small" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={c.archived ? `Restore ${c.name}` : `Archive ${c.name}`}>
                  <IconButton
                    size="small"
                    aria-label={c.archived ? `Restore ${c.name}` : `Archive ${c.name}`}
                    onClick={() => onArchive(c)}
                  >
                    {c.archived ? (
                      <UnarchiveOutlinedIcon fontSize="small" />
                    ) : (
                      <ArchiveOutlinedIcon fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
