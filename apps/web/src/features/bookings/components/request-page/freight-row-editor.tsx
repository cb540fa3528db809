import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  FREIGHT_CURRENCIES,
  formatAmount,
  isValidFreightCurrency,
  WORKBENCH_MESSAGES,
  type FreightFormLine,
} from '@portal/domain';
import type { FieldError } from 'react-hook-form';
import { NumberField } from './number-field.tsx';

type RowErrors = Partial<Record<keyof FreightFormLine, FieldError>> | undefined;

interface Props {
  line: FreightFormLine;
  errors: RowErrors;
  reorder: boolean;
  /** The Internal 1 flag is offered to agents on the External tab (spec 000 §6). */
  internal1Toggle: boolean;
  onChange: (patch: Partial<FreightFormLine>) => void;
  onRemove: () => void;
}

/** One editable freight row; dragged by its handle while reordering is allowed (dnd-kit). */
export function FreightRowEditor({ line, errors, reorder, internal1Toggle, onChange, onRemove }: Props) {
  const sortable = useSortable({ id: line.id, disabled: !reorder });
  const name = line.text.trim() || 'new line';
  const currencyError =
    errors?.currency?.message ??
    (isValidFreightCurrency(line.currency) ? undefined : WORKBENCH_MESSAGES.invalidCurrency);
  return (
    <Box
      ref={sortable.setNodeRef}
      role="group"
      aria-label={`Freight line ${name}`}
      data-freight-id={line.id}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      sx={{
        display: 'grid',
        gap: 1.25,
        alignItems: 'start',
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: sortable.isDragging ? 'action.hover' : 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        gridTemplateColumns: {
          xs: '28px 1fr 1fr',
          md: '28px minmax(150px, 2.4fr) 80px 80px 100px 96px 100px auto',
        },
        gridTemplateAreas: {
          xs: `"drag text text" ". qty unit" ". value cur" ". total actions"`,
          md: `"drag text qty unit value cur total actions"`,
        },
      }}
    >
      <Box sx={{ gridArea: 'drag', pt: 0.5 }}>
        {reorder && (
          <Tooltip title="Drag to reorder">
            <IconButton
              size="small"
              aria-label={`Move ${name}`}
              {...sortable.attributes}
              {...sortable.listeners}
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <TextField
        sx={{ gridArea: 'text' }}
        size="small"
        label="Text"
        value={line.text}
        onChange={(e) => onChange({ text: e.target.value })}
        error={Boolean(errors?.text)}
        helperText={errors?.text?.message}
      />
      <NumberField
        sx={{ gridArea: 'qty' }}
        size="small"
        label="Quantity"
        value={line.quantity}
        onValue={(quantity) => onChange({ quantity })}
        error={Boolean(errors?.quantity)}
        helperText={errors?.quantity?.message}
      />
      <TextField
        sx={{ gridArea: 'unit' }}
        size="small"
        label="Unit"
        value={line.unit}
        onChange={(e) => onChange({ unit: e.target.value })}
        error={Boolean(errors?.unit)}
        helperText={errors?.unit?.message}
      />
      <NumberField
        sx={{ gridArea: 'value' }}
        size="small"
        label="Unit value"
        value={line.unitValue}
        onValue={(unitValue) => onChange({ unitValue })}
        error={Boolean(errors?.unitValue)}
        helperText={errors?.unitValue?.message}
      />
      <TextField
        sx={{ gridArea: 'cur' }}
        select
        size="small"
        label="Currency"
        value={isValidFreightCurrency(line.currency) ? line.currency : ''}
        onChange={(e) => onChange({ currency: e.target.value })}
        error={Boolean(currencyError)}
        helperText={currencyError}
      >
        {FREIGHT_CURRENCIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridArea: 'total', pt: 1, textAlign: { md: 'right' } }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
          Total{' '}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatAmount(line.total)}
        </Typography>
      </Box>
      <Box
        sx={{
          gridArea: 'actions',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 0.5,
        }}
      >
        {internal1Toggle && (
          <FormControlLabel
            sx={{ mr: 0 }}
            label={<Typography variant="caption">Internal 1</Typography>}
            control={
              <Checkbox
                size="small"
                checked={line.internal1}
                onChange={(_e, internal1) => onChange({ internal1 })}
              />
            }
          />
        )}
        <Tooltip title="Remove line">
          <IconButton size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
