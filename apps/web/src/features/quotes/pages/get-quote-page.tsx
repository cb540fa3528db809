import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { depotsShown } from '@portal/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSession } from '../../../lib/session.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCarrierScope } from '../../../lib/use-carrier-scope.ts';
import { CargoLines } from '../components/cargo-lines.tsx';
import { GetQuoteAside } from '../components/get-quote-aside.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { QuoteRouteFields } from '../components/quote-route-fields.tsx';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { useGetQuoteForm } from '../hooks/use-get-quote-form.ts';
import { useSubmitQuote } from '../hooks/use-submit-quote.ts';
import {
  useClients,
  useCommodityTypes,
  useContainerTypes,
  usePickupLocations,
  type ContainerTypeOption,
} from '../reference-api.ts';

// Opened by a submit only (IMO or OOG cargo, or rates by e-mail): its code, MUI's Dialog and the e-mail it
// prepares, loads then.
const SpecialRequest = lazy(() =>
  import('../components/special-request.tsx').then((m) => ({ default: m.SpecialRequest })),
);

const TITLE = 'Get Quote';
// One empty list for lists not there yet: the memoized sections below re-render only when what they show changes
// (react-hook-form renders the page again as it mounts).
const NONE: readonly never[] = [];

/** A type given by a link may be a label ('20DC') instead of an id ('22G1'). */
function typeIdOf(value: string | null, types: readonly ContainerTypeOption[]): string | null {
  if (!value || types.some((t) => t.id === value)) return value;
  return types.find((t) => t.label.toUpperCase() === value.toUpperCase())?.id ?? null;
}

/** /quotes/get: ask our carriers for rates on a route and cargo (spec 001 §2.7, §4, §5). */
export function GetQuotePage() {
  usePageTitle(TITLE);
  const [today] = useState(() => new Date());
  const { session } = useSession();
  const config = usePublicConfig();
  const can = useCan();
  const isStaff = can('manage:quote:any');
  const carrierScope = useCarrierScope();
  const types = useContainerTypes();
  const commodities = useCommodityTypes();
  const clients = useClients(isStaff);
  const depotCountries = config?.depotCountries;
  const descriptionOf = useMemo(() => {
    const byId = new Map((types.data ?? []).map((t) => [t.id, t.description]));
    return (typeId: string) => byId.get(typeId);
  }, [types.data]);

  const { form, addLineRef, focusFirstIssue, prepareValidation } = useGetQuoteForm({
    isStaff,
    depotCountries: depotCountries ?? [],
    descriptionOf,
    today,
  });
  const [origin, destination] = useWatch({ control: form.control, name: ['origin', 'destination'] });
  const route = useMemo(() => ({ origin, destination }), [origin, destination]);
  const showDepots = depotsShown(route, depotCountries ?? []);
  const pickupLocations = usePickupLocations(showDepots);
  const submitting = useSubmitQuote(form, {
    signedIn: can.signedIn,
    isStaff,
    showDepots,
    descriptionOf,
  });

  // Links may name the type by its label: settle it to the id once the types are known.
  useEffect(() => {
    if (!types.data) return;
    form.getValues('lines').forEach((line, i) => {
      const id = typeIdOf(line.type, types.data);
      if (id !== line.type) form.setValue(`lines.${i}.type`, id);
    });
  }, [types.data, form]);

  const referenceLoading = types.isLoading || commodities.isLoading || pickupLocations.isLoading;
  const onSubmit = form.handleSubmit(submitting.submit, focusFirstIssue);
  // Mounted from the first opening on, so it closes with its transition.
  const [specialRequestMounted, setSpecialRequestMounted] = useState(false);
  if (submitting.specialRequest && !specialRequestMounted) setSpecialRequestMounted(true);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={TITLE}
        subtitle="Instant ocean-freight rates from our carriers for your route and cargo, side by side."
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack
            component="form"
            noValidate
            onSubmit={onSubmit}
            onFocus={prepareValidation}
            onPointerDown={prepareValidation}
            spacing={3}
            aria-label="Get Quote"
          >
            <Card data-tour="quote-route">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <SectionTitle icon={RouteOutlinedIcon} title="Route and timing" />
                <QuoteRouteFields
                  control={form.control}
                  clients={isStaff ? { options: clients.data ?? [], loading: clients.isLoading } : null}
                  carriers={carrierScope.allowed}
                />
              </CardContent>
            </Card>
            <Card data-tour="quote-cargo">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <SectionTitle
                  icon={ViewInArOutlinedIcon}
                  title="Cargo"
                  subtitle={
                    showDepots
                      ? 'Tell us where to pick up the empty containers: we truck from our depots.'
                      : undefined
                  }
                />
                <CargoLines
                  control={form.control}
                  addButtonRef={addLineRef}
                  containerTypes={types.data ?? NONE}
                  commodities={commodities.data ?? NONE}
                  pickupLocations={pickupLocations.data ?? NONE}
                  referenceLoading={referenceLoading}
                  showDepots={showDepots}
                  route={route}
                />
              </CardContent>
            </Card>
            {(types.isError || commodities.isError) && (
              <Alert severity="warning" variant="outlined">
                The container and commodity types could not be loaded. Please reload the page.
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">
                Dangerous (IMO) or out-of-gauge (OOG) cargo is quoted by e-mail.
              </Typography>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<RequestQuoteOutlinedIcon />}
                loading={submitting.isSubmitting}
                disabled={!config}
                sx={{ px: 4, flexShrink: 0 }}
              >
                {TITLE}
              </Button>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <GetQuoteAside signedIn={can.signedIn} />
          </Box>
        </Grid>
      </Grid>
      {specialRequestMounted && (
        <Suspense fallback={null}>
          <SpecialRequest
            open={submitting.specialRequest}
            onClose={submitting.closeSpecialRequest}
            form={form}
            sources={{
              session,
              clients: clients.data,
              types: types.data,
              commodities: commodities.data,
              locations: pickupLocations.data,
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
