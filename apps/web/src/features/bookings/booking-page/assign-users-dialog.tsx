import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  BOOKING_MESSAGES,
  mayBeAssigned,
  ZBookingAssignment,
  type TBooking,
  type TBookingAssignment,
  type TPersonRef,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/notify.ts';
import { useStaffUsers, type UserOption } from '../../../lib/reference-data.ts';
import { useAssignBooking, useCompanyUsers } from './api.ts';
import { BOOKING_PAGE_TEXT, personName } from './texts.ts';

type FormIn = z.input<typeof ZBookingAssignment>;

interface Party {
  id: string;
  name: string;
}

const partyOf = (person: TPersonRef | UserOption): Party => ({ id: person.id, name: personName(person) });

/** The options, with the booking's current person first-class even before (or without) the list naming them. */
function optionsOf(users: UserOption[] | undefined, current: TPersonRef | null): Party[] {
  const options = (users ?? []).map(partyOf);
  if (current && !options.some((o) => o.id === current.id)) options.unshift(partyOf(current));
  return options;
}

interface PickerProps {
  label: string;
  hint: string;
  empty: string;
  options: Party[];
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** A clearable picker of one person, its value the person's id. */
function PersonPicker({
  label,
  hint,
  empty,
  options,
  loading,
  failed,
  value,
  onChange,
  onBlur,
  error,
}: PickerProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete<Party>
      options={options}
      loading={loading}
      value={selected}
      onChange={(_e, next) => onChange(next?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={empty}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error) || failed}
          helperText={error ?? (failed ? 'The list could not be loaded; try again later.' : hint)}
        />
      )}
    />
  );
}

/**
 * 'Assign users' (staff, spec 000 §4 "Watching", §7): the booking agent (a staff member) and the customer's contact
 * person (a person of the booking's company); both become watchers. Mounted while open; a failed save keeps it
 * open with the server's reason in the snackbar.
 */
export function AssignUsersDialog({ booking, onClose }: { booking: TBooking; onClose: () => void }) {
  const notify = useNotify();
  const staffUsers = useStaffUsers(true);
  // Only staff who could open the booking are offered (the server refuses the others).
  const record = { clientId: booking.client?.id ?? '', carrierId: booking.carrier.id };
  const companyUsers = useCompanyUsers(booking.client?.id ?? null);
  const assign = useAssignBooking(booking.id);
  const form = useForm<FormIn, unknown, TBookingAssignment>({
    resolver: zodResolver(ZBookingAssignment),
    defaultValues: { agentId: booking.agent?.id ?? null, contactId: booking.contact?.id ?? null },
  });
  const submit = form.handleSubmit(async (assignment) => {
    try {
      await assign.mutateAsync(assignment);
      notify.success(BOOKING_MESSAGES.assignSaved);
      onClose();
    } catch (error) {
      notify.error(BOOKING_MESSAGES.assignFailed((error as Error).message));
    }
  });
  const company = booking.client?.name ?? 'the company';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-users-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="assign-users-title">{BOOKING_PAGE_TEXT.assignUsers}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The booking agent and the contact person of {company} both watch the booking.
          </DialogContentText>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="agentId"
              render={({ field, fieldState }) => (
                <PersonPicker
                  label="Booking agent"
                  hint="The staff member who works on this booking."
                  empty="No staff member found."
                  options={optionsOf(
                    staffUsers.data?.filter((u) => mayBeAssigned(u, record)),
                    booking.agent,
                  )}
                  loading={staffUsers.isLoading}
                  failed={staffUsers.isError}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="contactId"
              render={({ field, fieldState }) => (
                <PersonPicker
                  label="Contact person"
                  hint={`The person of ${company} for this booking.`}
                  empty={`No person of ${company} found.`}
                  options={optionsOf(companyUsers.data, booking.contact)}
                  loading={companyUsers.isLoading}
                  failed={companyUsers.isError}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
