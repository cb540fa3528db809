import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import {
  isReefer,
  lineNeedsPickup,
  visibleContainerNumbers,
  formatDay,
  formatTemperature,
  formatWeight,
} from '@portal/domain';
import type { CommodityOption, PickupLocationOption } from '../api.ts';
import { VENTILATION_LABELS, type WizardLine } from '../../../components/cargo-lines/index.ts';
import { FactList, type Fact } from './fact-list.tsx';

export interface SummaryCargoProps {
  lines: readonly WizardLine[];
  commodities: readonly CommodityOption[];
  pickupLocations: readonly PickupLocationOption[];
}

function lineFacts(line: WizardLine, commodityName: string, depot: PickupLocationOption | undefined): Fact[] {
  const facts: Fact[] = [
    { label: 'Commodity', value: commodityName },
    { label: 'Weight', value: line.weight === null ? '–' : formatWeight(line.weight) },
  ];
  if (lineNeedsPickup(line)) {
    facts.push(
      { label: 'Pickup location', value: depot ? `${depot.name}, ${depot.city}` : line.pickupLocationId },
      { label: 'Pickup date', value: formatDay(line.pickupDate) || '–' },
    );
    if (line.pickupReference) facts.push({ label: 'Pickup reference', value: line.pickupReference });
  } else {
    facts.push({
      label: 'Container numbers',
      value: visibleContainerNumbers(line.containerNumbers.filter(Boolean)).join(', '),
    });
  }
  // References are optional: only the given ones are listed.
  if (line.deliveryReference) facts.push({ label: 'Delivery reference', value: line.deliveryReference });
  if (line.vgmPin) facts.push({ label: 'VGM PIN', value: line.vgmPin });
  if (line.containerType && isReefer(line.containerType.id)) {
    facts.push(
      { label: 'Temperature', value: line.temperature === null ? '–' : formatTemperature(line.temperature) },
      { label: 'Humidity', value: line.humidity === null ? '' : `${line.humidity} %` },
      { label: 'Ventilation', value: line.ventilation ? VENTILATION_LABELS[line.ventilation] : '' },
    );
  }
  if (line.imo) {
    facts.push({
      label: 'Dangerous goods (IMO)',
      value: line.imoEntries
        .map((e) => `Class ${e.imoClass} · UN ${e.unNumber}${e.pgNumber ? ` · PG ${e.pgNumber}` : ''}`)
        .join('; '),
    });
  }
  if (line.oog) {
    facts.push({
      label: 'Out of gauge (OOG)',
      value: line.oogEntries
        .map((e) => `${e.length || '–'} × ${e.width || '–'} × ${e.height || '–'} cm, ${e.weight || '–'} kg`)
        .join('; '),
    });
  }
  return facts;
}

/** The cargo lines as they will be requested. */
export function SummaryCargo({ lines, commodities, pickupLocations }: SummaryCargoProps) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {lines.map((line) => {
        const commodity =
          line.commodityName ??
          commodities.find((c) => c.id === line.commodityTypeId)?.name ??
          line.commodityTypeId ??
          '';
        const depot = pickupLocations.find((l) => l.id === line.pickupLocationId);
        return (
          <Box key={line.key}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {line.quantity} × {line.containerType?.label}
              </Typography>
              <Typography color="text.secondary">{line.containerType?.description}</Typography>
              {line.imo && <Chip size="small" color="warning" label="IMO" />}
              {line.oog && <Chip size="small" color="info" label="OOG" />}
            </Stack>
            <FactList facts={lineFacts(line, commodity, depot)} columns={4} />
          </Box>
        );
      })}
    </Stack>
  );
}
