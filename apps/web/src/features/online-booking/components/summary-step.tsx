import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { bookingFlags, type TCarrierOption } from '@portal/domain';
import { portLabel, usePort } from '../../../components/schedule-search-bar/index.ts';
import { useCommodityTypes, usePickupLocations, type ClientOption } from '../api.ts';
import { carrierLook } from '../format.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { EXPIRED_QUOTE_WARNING, sailsAfterQuoteValidity } from '../wizard/draft.ts';
import { CarrierMark } from './carrier-mark.tsx';
import { ChosenSailing } from './chosen-sailing.tsx';
import { FactList } from './fact-list.tsx';
import { RouteItinerary } from '../../../components/route-itinerary/index.ts';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { SummaryCargo } from './summary-cargo.tsx';

function Section(props: {
  icon: ComponentType<SvgIconProps>;
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={props.title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionTitle
          icon={props.icon}
          title={props.title}
          action={
            props.onEdit && (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                onClick={props.onEdit}
                aria-label={`Edit ${props.title}`}
              >
                Edit
              </Button>
            )
          }
        />
        {props.children}
      </CardContent>
    </Card>
  );
}

function PortName({ code }: { code: string | null }) {
  const port = usePort(code);
  return <>{code ? portLabel(port.data ?? code) : '–'}</>;
}

export interface SummaryStepProps {
  wizard: BookingWizard;
  carriers: readonly TCarrierOption[];
  /** Staff: the clients list, to name the client booked for. */
  clients: readonly ClientOption[] | null;
}

/** Step 4, the booking request review (000 §2): general information, cargo, schedule and itinerary. */
export function SummaryStep({ wizard, carriers, clients }: SummaryStepProps) {
  const { draft, goTo } = wizard;
  const commodities = useCommodityTypes();
  const locations = usePickupLocations();
  const carrier = draft.carrierId ? carrierLook(draft.carrierId, carriers) : null;
  const flags = bookingFlags(draft.lines);
  const files = [
    ...(flags.soc ? draft.files.certificate.map((f) => ({ ...f, zone: 'SOC certificate' })) : []),
    ...(flags.imo ? draft.files.imo.map((f) => ({ ...f, zone: 'IMO documents' })) : []),
    ...draft.files.additional.map((f) => ({ ...f, zone: 'Additional documents' })),
  ];

  return (
    <Stack spacing={3}>
      <Section icon={InfoOutlinedIcon} title="General information" onEdit={() => goTo(0)}>
        <FactList
          facts={[
            ...(clients
              ? [{ label: 'Client', value: clients.find((c) => c.id === draft.clientId)?.name ?? '' }]
              : []),
            { label: 'Origin', value: <PortName code={draft.origin} /> },
            { label: 'Destination', value: <PortName code={draft.destination} /> },
            { label: 'Carrier', value: carrier && <CarrierMark name={carrier.name} color={carrier.color} /> },
            { label: 'Quote number', value: draft.quote ? String(draft.quote.id) : '' },
            { label: 'Customer reference', value: draft.customerReference.trim() },
          ]}
        />
        {sailsAfterQuoteValidity(draft) && (
          <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
            {EXPIRED_QUOTE_WARNING}
          </Alert>
        )}
      </Section>
      <Section icon={ViewInArOutlinedIcon} title="Cargo details" onEdit={() => goTo(1)}>
        <SummaryCargo
          lines={draft.lines}
          commodities={commodities.data ?? []}
          pickupLocations={locations.data ?? []}
        />
      </Section>
      <Section icon={DirectionsBoatOutlinedIcon} title="Schedule and itinerary">
        {draft.schedule ? (
          <Stack spacing={3}>
            <ChosenSailing route={draft.schedule} carriers={carriers} />
            <RouteItinerary route={draft.schedule} />
          </Stack>
        ) : (
          <Typography color="text.secondary">
            No sailing chosen: your booking agent proposes the next suitable departure.
          </Typography>
        )}
      </Section>
      <Section icon={AttachFileOutlinedIcon} title="Additional information" onEdit={() => goTo(2)}>
        <FactList
          columns={2}
          phoneColumns={1}
          facts={[
            {
              label: 'Documents',
              value: files.length ? (
                <Stack component="span" spacing={0.5}>
                  {files.map((f) => (
                    <span key={f.id}>
                      {f.name}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        ({f.zone})
                      </Typography>
                    </span>
                  ))}
                </Stack>
              ) : (
                'None'
              ),
            },
            {
              label: 'Special requests',
              value: draft.additionalInfo.trim() ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', fontWeight: 'inherit' }}
                >
                  {draft.additionalInfo.trim()}
                </Typography>
              ) : (
                'None'
              ),
            },
          ]}
        />
      </Section>
    </Stack>
  );
}
