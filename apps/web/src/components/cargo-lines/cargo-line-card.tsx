import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Chip,
  FormControlLabel,
  Grid,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  containerNumbersFor,
  isReefer,
  lineNeedsPickup,
  normalizeQuantity,
  normalizeWeight,
} from '@portal/domain';
import type { CommodityOption, ContainerTypeOption, PickupLocationOption } from '../../lib/reference-data.ts';
import { applyContainerType, EMPTY_IMO_ENTRY, EMPTY_OOG_ENTRY, missingOf, type WizardLine } from './line.ts';
import { CommodityField } from './commodity-field.tsx';
import { ContainerNumbersField } from './container-numbers-field.tsx';
import { ContainerTypeField } from './container-type-field.tsx';
import { DangerousGoodsFields } from './dangerous-goods-fields.tsx';
import { OutOfGaugeFields } from './out-of-gauge-fields.tsx';
import { PickupFields } from './pickup-fields.tsx';
import { ReeferFields } from './reefer-fields.tsx';
import { ReferenceFields } from './reference-fields.tsx';
import { TariffFields } from './tariff-fields.tsx';

export interface CargoLineCardProps {
  index: number;
  line: WizardLine;
  /** The lines form's messages for this line, by field path ('weight', 'imoEntries.0.unNumber'). */
  issues: Record<string, string>;
  today: string;
  containerTypes: readonly ContainerTypeOption[];
  commodities: readonly CommodityOption[];
  pickupLocations: readonly PickupLocationOption[];
  originCountry: string | null;
  loading: boolean;
  onChange: (line: WizardLine) => void;
  onRemove: (() => void) | null;
  /** Staff on the request page enter the line's DEM/DET, storage and plug-in tariffs. */
  tariffs?: boolean;
}

/** One cargo line of step 2 with the container line rules of spec 000 §4 and 001 §5. */
export function CargoLineCard(props: CargoLineCardProps) {
  const { index, issues, today, containerTypes, onChange, onRemove } = props;
  // The list knows more of a type (could it be oversize?) than a line taken from a quote.
  const line: WizardLine = {
    ...props.line,
    containerType:
      containerTypes.find((t) => t.id === props.line.containerType?.id) ?? props.line.containerType,
  };
  const [quantityText, setQuantityText] = useState(String(line.quantity));
  const id = `line-${index}`;
  const missing = missingOf(line, today);
  const shipperOwned = line.containerType !== null && !lineNeedsPickup(line);
  const reefer = line.containerType !== null && isReefer(line.containerType.id);
  const set = (patch: Partial<WizardLine>) => onChange({ ...line, ...patch });

  const setQuantity = (text: string) => {
    setQuantityText(text);
    if (text.trim() === '') return;
    const quantity = normalizeQuantity(text);
    set({
      quantity,
      containerNumbers: shipperOwned
        ? containerNumbersFor(quantity, line.containerNumbers)
        : line.containerNumbers,
    });
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Cargo line ${index + 1}`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          Cargo line {index + 1}
        </Typography>
        {missing.length === 0 && Object.keys(issues).length === 0 ? (
          <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Complete" />
        ) : (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {missing.length > 0 ? `Still needed: ${missing.join(', ')}` : 'Check the marked fields'}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {onRemove && (
          <Tooltip title="Remove this line">
            <IconButton size="small" aria-label={`Remove cargo line ${index + 1}`} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextField
            id={`${id}-quantity`}
            label="Quantity"
            required
            fullWidth
            value={quantityText}
            onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 3))}
            onBlur={() => setQuantityText(String(line.quantity))}
            error={Boolean(issues.quantity)}
            helperText={issues.quantity}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 5 }}>
          <ContainerTypeField
            id={`${id}-type`}
            value={line.containerType}
            options={containerTypes}
            loading={props.loading}
            onChange={(type) => onChange(applyContainerType(line, type, today))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <CommodityField
            id={`${id}-commodity`}
            commodityTypeId={line.commodityTypeId}
            commodityName={line.commodityName}
            options={props.commodities}
            loading={props.loading}
            error={issues.commodityName}
            onChange={set}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <TextField
            id={`${id}-weight`}
            label="Weight"
            required
            fullWidth
            value={line.weight ?? ''}
            onChange={(e) => set({ weight: normalizeWeight(e.target.value.trim()) })}
            error={Boolean(issues.weight)}
            helperText={issues.weight}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            }}
          />
        </Grid>
        {!shipperOwned && (
          <PickupFields
            idPrefix={id}
            locationId={line.pickupLocationId}
            date={line.pickupDate}
            locations={props.pickupLocations}
            originCountry={props.originCountry}
            loading={props.loading}
            onChange={set}
          />
        )}
      </Grid>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {shipperOwned && (
          <ContainerNumbersField
            idPrefix={id}
            quantity={line.quantity}
            numbers={line.containerNumbers}
            issues={issues}
            onChange={(containerNumbers) => set({ containerNumbers })}
          />
        )}
        {reefer && <ReeferFields idPrefix={id} line={line} issues={issues} onChange={set} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <FormControlLabel
            label="Dangerous goods (IMO)"
            control={
              <Switch
                checked={line.imo}
                onChange={(_e, imo) =>
                  set({
                    imo,
                    imoEntries: imo && line.imoEntries.length === 0 ? [EMPTY_IMO_ENTRY] : line.imoEntries,
                  })
                }
              />
            }
          />
          {line.containerType?.couldBeOversize && (
            <FormControlLabel
              label="Out of gauge (OOG)"
              control={
                <Switch
                  checked={line.oog}
                  onChange={(_e, oog) =>
                    set({
                      oog,
                      oogEntries: oog && line.oogEntries.length === 0 ? [EMPTY_OOG_ENTRY] : line.oogEntries,
                    })
                  }
                />
              }
            />
          )}
        </Stack>
        {line.imo && (
          <DangerousGoodsFields
            idPrefix={id}
            entries={line.imoEntries}
            issues={issues}
            onChange={(imoEntries) => set({ imoEntries })}
          />
        )}
        {line.oog && (
          <OutOfGaugeFields
            idPrefix={id}
            entries={line.oogEntries}
            issues={issues}
            onChange={(oogEntries) => set({ oogEntries })}
          />
        )}
        <ReferenceFields idPrefix={id} line={line} issues={issues} onChange={onChange} />
        {props.tariffs && <TariffFields idPrefix={id} line={line} issues={issues} onChange={set} />}
      </Stack>
    </Paper>
  );
}
