import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { PICKED_SCHEDULE_STORAGE_KEY, readChosenSchedule } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useCarrierScope } from '../../../lib/use-carrier-scope.ts';
import { useCarriers, useClients, useContainerTypes } from '../api.ts';
import { BookingOverview } from '../components/booking-overview.tsx';
import { CargoStep } from '../components/cargo-step.tsx';
import { DocumentsStep } from '../components/documents-step.tsx';
import { GeneralStep } from '../components/general-step.tsx';
import { SummaryStep } from '../components/summary-step.tsx';
import { WizardActions } from '../components/wizard-actions.tsx';
import { WizardStepper } from '../components/wizard-stepper.tsx';
import { useBookingWizard } from '../hooks/use-booking-wizard.ts';
import { useSubmitBooking } from '../hooks/use-submit-booking.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { usePort } from '../../../components/schedule-search-bar/index.ts';
import { LAST_STEP, withSchedule } from '../wizard/draft.ts';
import { cargoReady } from '../../../components/cargo-lines/index.ts';

const TITLE = 'Online Booking';

/** The sailing the schedule picker left in this tab, read once. */
function takePickedSchedule() {
  try {
    const raw = sessionStorage.getItem(PICKED_SCHEDULE_STORAGE_KEY);
    sessionStorage.removeItem(PICKED_SCHEDULE_STORAGE_KEY);
    return readChosenSchedule(raw);
  } catch {
    return null;
  }
}

/** /online-booking: the four-step booking request wizard (spec 001 §2.8, §4, §5; 000 §2 review). */
export function OnlineBookingPage() {
  usePageTitle(TITLE);
  const { session } = useSession();
  const isStaff = session.visitor === 'staff';
  const carriers = useCarriers();
  const types = useContainerTypes();
  const clients = useClients(isStaff);
  const carrierScope = useCarrierScope();
  const wizard = useBookingWizard({
    userId: session.user?.id ?? 'anonymous',
    isStaff,
    containerTypes: types.data ?? [],
    soleCarrier: carrierScope.sole,
  });
  const uploads = useUploads({
    files: wizard.draft.files,
    onUploaded: wizard.addFile,
    onRemoved: wizard.removeFile,
  });
  const submitting = useSubmitBooking(wizard, isStaff);
  const origin = usePort(wizard.draft.origin);
  const { draft } = wizard;

  // The visitor's carrier list limits the choice (000 §6); disabled lines are not offered.
  const carrierOptions = carrierScope.offered(carriers.data ?? []);

  // Back from the schedule picker (Choose sailing): the picked sailing waits in this tab's storage.
  const { update } = wizard;
  useEffect(() => {
    const picked = takePickedSchedule();
    if (!picked) return;
    // Only what the sailing changes: a whole-draft patch would run update's client rule and drop the quote.
    const next = withSchedule(draft, picked.route);
    const { schedule, origin, destination, carrierId } = next;
    update({ schedule, origin, destination, carrierId, ...(next.quote ? {} : { quoteNumber: '' }) });
    // Once, on arrival; the draft of that moment is the one the sailing joins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new step starts at its top.
  const top = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [draft.step]);

  const step = draft.step;
  const nextDisabled =
    (step === 0 && (!draft.termsAccepted || wizard.checkingQuote)) ||
    (step === 1 && !cargoReady(draft.lines, wizard.today)) ||
    ((step === 2 || step === 3) && uploads.busy);
  const hint =
    uploads.busy && step >= 2
      ? 'Waiting for the uploads to finish…'
      : step === 1 && nextDisabled
        ? 'Complete every cargo line to continue.'
        : null;

  return (
    <Stack spacing={3} ref={top} sx={{ scrollMarginTop: 96 }}>
      <Box component="header">
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {TITLE}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
          Request a booking in four steps: our booking agents confirm space and equipment with the carrier.
        </Typography>
      </Box>
      <Card data-tour="booking-steps">
        <CardContent
          sx={{ py: { xs: 2, sm: 2.5 }, px: { xs: 1, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}
        >
          <WizardStepper step={step} />
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: step === LAST_STEP ? 12 : 8 }}>
          <Stack spacing={3}>
            {step === 0 && (
              <GeneralStep
                wizard={wizard}
                carriers={carrierOptions}
                clients={isStaff ? { options: clients.data ?? [], loading: clients.isLoading } : null}
              />
            )}
            {step === 1 && <CargoStep wizard={wizard} originCountry={origin.data?.countryCode ?? null} />}
            {step === 2 && <DocumentsStep wizard={wizard} uploads={uploads} />}
            {step === 3 && (
              <SummaryStep
                wizard={wizard}
                carriers={carriers.data ?? []}
                clients={isStaff ? (clients.data ?? []) : null}
              />
            )}
            <WizardActions
              step={step}
              last={step === LAST_STEP}
              nextDisabled={nextDisabled}
              busy={step === LAST_STEP ? submitting.submitting : wizard.checkingQuote}
              hint={hint}
              onPrevious={wizard.previous}
              onNext={() => void wizard.next()}
              onSubmit={submitting.submit}
            />
          </Stack>
        </Grid>
        {step !== LAST_STEP && (
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box sx={{ position: 'sticky', top: 96 }}>
              <BookingOverview draft={draft} carriers={carriers.data ?? []} />
            </Box>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
