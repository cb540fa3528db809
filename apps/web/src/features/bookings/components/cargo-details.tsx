import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  formatTariff,
  isReefer,
  lineTariffs,
  isShipperOwned,
  visibleContainerNumbers,
  type TBookingRequest,
  type TBookingRequestCargoLine,
  formatDay,
  formatQuantity,
  formatTemperature,
  formatWeight,
} from '@portal/domain';
import { lazy, Suspense } from 'react';
import { REQUEST_PAGE_TEXT } from '../texts.ts';
import { CollapsibleSection } from './collapsible-section.tsx';
import { Fact, FactGrid, Missing } from './fact-grid.tsx';
import { EditFallback } from './request-page/edit-fallback.tsx';
import { loadCargoLinesEditor } from './request-page/edit-chunks.ts';
import type { RequestEditor } from './request-page/use-request-editor.ts';

// The line cards of the edit mode (the online booking's) load when editing starts.
const CargoLinesEditor = lazy(() => loadCargoLinesEditor().then((m) => ({ default: m.CargoLinesEditor })));

const cm = (value: number | null) => (value === null ? '–' : `${formatQuantity(value)} cm`);

function Depot({ location }: { location: NonNullable<TBookingRequestCargoLine['pickupLocation']> }) {
  return (
    <>
      {location.name}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
        {[location.street, [location.zip, location.city].filter(Boolean).join(' '), location.countryCode]
          .filter(Boolean)
          .join(', ')}
      </Box>
    </>
  );
}

function CargoLine({ line, index }: { line: TBookingRequestCargoLine; index: number }) {
  const reefer = isReefer(line.containerType.id);
  const shipperOwned = isShipperOwned(line.containerType.description);
  const numbers = visibleContainerNumbers(line.containerNumbers);
  return (
    <Box
      component="article"
      aria-label={`Cargo line ${index + 1}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, px: 2, py: 1.25, bgcolor: 'grey.50' }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
          {line.quantity} × {line.containerType.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {line.containerType.description}
        </Typography>
        {reefer && <Chip size="small" label="Reefer" color="info" variant="outlined" />}
        {shipperOwned && <Chip size="small" label="Shipper owned" variant="outlined" />}
        {line.imo.flag && <Chip size="small" label="IMO" color="error" variant="outlined" />}
        {line.oog.flag && <Chip size="small" label="OOG" color="warning" variant="outlined" />}
      </Stack>
      <Box sx={{ px: 2, py: 2 }}>
        <FactGrid min={170}>
          <Fact label="Commodity">{line.commodityType.name}</Fact>
          <Fact label="Weight">{formatWeight(line.weight)}</Fact>
          {reefer && (
            <>
              <Fact label="Temperature">
                {line.temperature === null ? <Missing /> : formatTemperature(line.temperature)}
              </Fact>
              <Fact label="Humidity">{line.humidity === null ? <Missing /> : `${line.humidity} %`}</Fact>
              <Fact label="Ventilation">{line.ventilation ?? <Missing />}</Fact>
            </>
          )}
          {!shipperOwned && (
            <>
              <Fact label="Pickup depot">
                {line.pickupLocation ? <Depot location={line.pickupLocation} /> : <Missing />}
              </Fact>
              <Fact label="Pickup date">{line.pickupDate ? formatDay(line.pickupDate) : <Missing />}</Fact>
              <Fact label="Pickup reference">{line.pickupReference || <Missing />}</Fact>
            </>
          )}
          <Fact label="Delivery reference">{line.deliveryReference || <Missing />}</Fact>
          <Fact label="VGM PIN">{line.vgmPin || <Missing />}</Fact>
          {numbers.length > 0 && (
            <Fact label="Container numbers" wide>
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
                {numbers.map((n) => (
                  <Chip key={n} size="small" label={n} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
                ))}
              </Box>
            </Fact>
          )}
          {line.imo.flag &&
            line.imo.entries.map((entry, i) => (
              <Fact key={`imo-${i}`} wide label={line.imo.entries.length > 1 ? `IMO ${i + 1}` : 'IMO'}>
                Class {entry.imoClass} · UN {entry.unNumber}
                {entry.pgNumber ? ` · PG ${entry.pgNumber}` : ''}
              </Fact>
            ))}
          {/* DEM/DET, storage and plug-in free time agreed for the line (spec 000 §3, §9). */}
          {lineTariffs(line).map(({ type, tariffs }) => (
            <Fact key={type} label={type}>
              {tariffs.map((t, i) => (
                <Box component="span" key={i} sx={{ display: 'block' }} title={t.description || undefined}>
                  {formatTariff(t)}
                </Box>
              ))}
            </Fact>
          ))}
          {/* Overdimension details only when flagged (spec 000 §5). */}
          {line.oog.flag &&
            line.oog.entries.map((entry, i) => (
              <Fact key={`oog-${i}`} wide label={line.oog.entries.length > 1 ? `OOG ${i + 1}` : 'OOG'}>
                L {cm(entry.length)} × W {cm(entry.width)} × H {cm(entry.height)}
                {entry.weight !== null ? ` · ${formatWeight(entry.weight)}` : ''}
              </Fact>
            ))}
        </FactGrid>
      </Box>
    </Box>
  );
}

/** Cargo Details (spec 000 §2): one block per container line; in edit mode the line cards. */
export function CargoDetails({
  containers,
  originCountry = null,
  editor,
}: {
  containers: TBookingRequest['containers'];
  originCountry?: string | null;
  editor?: RequestEditor;
}) {
  const units = containers.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <CollapsibleSection
      title={REQUEST_PAGE_TEXT.cargo}
      icon={Inventory2OutlinedIcon}
      meta={units === 1 ? '1 container' : `${units} containers`}
    >
      {editor?.editing && editor.may('containers') ? (
        <Suspense fallback={<EditFallback rows={4} />}>
          <CargoLinesEditor originCountry={originCountry} />
        </Suspense>
      ) : (
        <CardContent sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
          <Stack spacing={2}>
            {containers.map((line, index) => (
              <CargoLine key={index} line={line} index={index} />
            ))}
          </Stack>
        </CardContent>
      )}
    </CollapsibleSection>
  );
}
