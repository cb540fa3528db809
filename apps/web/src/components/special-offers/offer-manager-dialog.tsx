import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  formatDay,
  formatPrice,
  offerIsLive,
  SPECIAL_OFFER_MESSAGES,
  type TSpecialOffer,
} from '@portal/domain';
import type { ApiRequestError } from '../../lib/api.ts';
import { useNotify } from '../../lib/notify.ts';
import { useCarrierScope } from '../../lib/use-carrier-scope.ts';
import { OfferForm } from './offer-form.tsx';
import { useAllOffers, useOfferMutations } from './offers-api.ts';

/** Staff maintain the offers: every offer with its state, create, change, retire and reinstate. */
export function OfferManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isLoading, error } = useAllOffers(open);
  const { setRetired } = useOfferMutations();
  const notify = useNotify();
  const [editing, setEditing] = useState<TSpecialOffer | 'new' | null>(null);
  const now = new Date();
  // A staff member restricted to carriers changes only their offers (the server answers 403 to the others).
  const { allowed } = useCarrierScope();
  const mayChange = (offer: TSpecialOffer) => allowed === null || allowed.includes(offer.carrier.id);

  const toggle = (offer: TSpecialOffer) =>
    setRetired.mutate(
      { id: offer.id, retired: !offer.retired },
      {
        onSuccess: () => notify.success('Saved changes!', 1500),
        onError: (e) => notify.error(`${(e as ApiRequestError).message}!`),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="offer-manager-title">
      <DialogTitle id="offer-manager-title">Special offers</DialogTitle>
      <DialogContent dividers>
        {editing ? (
          <OfferForm offer={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <>
            {error && <Typography color="error">{(error as Error).message}</Typography>}
            {isLoading && <Typography color="text.secondary">Loading offers…</Typography>}
            {data && data.length === 0 && (
              <Typography color="text.secondary">There are no offers yet.</Typography>
            )}
            {data && data.length > 0 && (
              <Table size="small" aria-label="All special offers">
                <TableHead>
                  <TableRow>
                    <TableCell>Carrier</TableCell>
                    <TableCell>Lane</TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell>Valid until</TableCell>
                    <TableCell>State</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((offer) => (
                    <TableRow key={offer.id} hover>
                      <TableCell>{offer.carrier.name}</TableCell>
                      <TableCell>
                        {offer.origin.id} → {offer.destination.id}
                      </TableCell>
                      <TableCell>{offer.containerType.label}</TableCell>
                      <TableCell align="right">{formatPrice(offer.price)}</TableCell>
                      <TableCell>{formatDay(offer.validUntil)}</TableCell>
                      <TableCell>
                        {offer.retired ? (
                          <Chip size="small" label="Retired" />
                        ) : offerIsLive(offer, now) ? (
                          <Chip size="small" color="success" label="Shown" />
                        ) : (
                          <Chip size="small" color="warning" label="Ended" />
                        )}
                      </TableCell>
                      <TableCell align="right">
                        {mayChange(offer) ? (
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                            <Button size="small" onClick={() => setEditing(offer)}>
                              Edit
                            </Button>
                            <Button
                              size="small"
                              color={offer.retired ? 'primary' : 'warning'}
                              onClick={() => toggle(offer)}
                            >
                              {offer.retired ? 'Reinstate' : 'Retire'}
                            </Button>
                          </Stack>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            {SPECIAL_OFFER_MESSAGES.otherCarrierShort}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      {!editing && (
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New offer
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
