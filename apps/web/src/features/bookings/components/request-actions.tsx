import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import type { TBookingRequestDetail } from '@portal/domain';
import { useCallback, useState } from 'react';
import { PrintPortal } from '../../../components/page/print-portal.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { PRINT_LABELS } from '../texts.ts';
import { BookNowButton } from './book-now-button.tsx';
import { RequestCompareDialog } from './request-compare-dialog.tsx';
import { RequestPrintDocument } from './request-print.tsx';

const ICON_BUTTON = { minWidth: 0, px: 1 } as const;

/**
 * The request page's header actions of the workbench (spec 000 §2): Compare, the two prints and, for staff,
 * Book Now. Each print opens the browser's print dialog on a print-only view of the request.
 */
export function RequestActions({ request }: { request: TBookingRequestDetail }) {
  const { staff } = useViewer();
  // 'Print with cost' is staff's (spec 000 §6 "Staff only: ... print"); a customer prints without costs.
  const withCosts = useCan()('print:costs:any');
  const company = usePublicConfig();
  const [compare, setCompare] = useState(false);
  const [printMenu, setPrintMenu] = useState<HTMLElement | null>(null);
  // A new print (even of the same kind) mounts anew, so it opens the print dialog again.
  const [printing, setPrinting] = useState<{ costs: boolean; n: number } | null>(null);
  const printDone = useCallback(() => setPrinting(null), []);

  const print = (costs: boolean) => {
    setPrintMenu(null);
    setPrinting((p) => ({ costs, n: (p?.n ?? 0) + 1 }));
  };

  return (
    <>
      {/* Icon buttons (named by their tooltips), so the header's title keeps its room beside the other actions. */}
      <Tooltip title="Compare">
        <Button variant="outlined" aria-label="Compare" onClick={() => setCompare(true)} sx={ICON_BUTTON}>
          <CompareArrowsIcon />
        </Button>
      </Tooltip>
      <Tooltip title="Print">
        <Button
          variant="outlined"
          aria-label="Print"
          onClick={(event) => setPrintMenu(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={printMenu ? true : undefined}
          sx={ICON_BUTTON}
        >
          <PrintOutlinedIcon />
        </Button>
      </Tooltip>
      <Menu anchorEl={printMenu} open={printMenu !== null} onClose={() => setPrintMenu(null)}>
        {withCosts && (
          <MenuItem onClick={() => print(true)}>
            <ListItemIcon>
              <ReceiptLongOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{PRINT_LABELS.withCost}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => print(false)}>
          <ListItemIcon>
            <PrintOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{PRINT_LABELS.withoutCosts}</ListItemText>
        </MenuItem>
      </Menu>
      {staff && <BookNowButton request={request} />}
      {compare && <RequestCompareDialog request={request} open onClose={() => setCompare(false)} />}
      {printing && (
        <PrintPortal key={printing.n} onDone={printDone}>
          <RequestPrintDocument
            request={request}
            costs={printing.costs && withCosts}
            staff={staff}
            company={company}
          />
        </PrintPortal>
      )}
    </>
  );
}
