import RefreshIcon from '@mui/icons-material/Refresh';
import {
  CircularProgress,
  IconButton,
  Stack,
  TablePagination,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { BOOKING_PAGE_SIZES, formatCount, type ListAnswer } from '@portal/domain';
import type { ReactNode } from 'react';

/** The bar over a list: the selection and its action on the left, the count on the right. */
export function ListBar({
  label,
  active,
  children,
  end,
}: {
  label: string;
  active: boolean;
  children?: ReactNode;
  end: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      aria-label={label}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 1,
        px: 2,
        py: 1,
        minHeight: 56,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: active ? 'action.selected' : 'transparent',
        transition: 'background-color 150ms',
      }}
    >
      {children}
      {end}
    </Stack>
  );
}

/** The count of a list and its refresh button. */
export function ListCount({
  text,
  refreshing,
  onRefresh,
}: {
  text: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
      <Tooltip title="Refresh">
        <span>
          <IconButton aria-label="Refresh" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? <CircularProgress size={20} /> : <RefreshIcon />}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** Paging of 10, 25 or 50 rows. */
export function ListPager({
  answer,
  page,
  perPage,
  onChange,
}: {
  answer: ListAnswer<unknown>;
  page: number;
  perPage: number;
  onChange: (changes: { page?: number; perPage?: number }) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <TablePagination
      component="div"
      count={answer.count}
      page={Math.max(0, Math.min(page, answer.totalPages) - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...BOOKING_PAGE_SIZES]}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ perPage: Number(event.target.value) })}
      labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${formatCount(count)}`}
    />
  );
}
