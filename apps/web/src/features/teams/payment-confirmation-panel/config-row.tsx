import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Checkbox, IconButton, Stack, Switch, TableCell, TableRow, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  configChanged,
  maySaveConfig,
  type TCarrierOption,
  type TClient,
  type TPaymentConfirmationConfig,
  type TPaymentConfirmationConfigUpdate,
} from '@portal/domain';
import { CONFIG_COLUMNS, configFields } from './config-fields.tsx';
import { saveResolver, valuesOf, type ConfigFormValues } from './config-form.ts';

/**
 * One setting, edited in place (spec 002 §2, §5): Save when the row changed (the "Send message" switch aside: it
 * saves on its own) and the save rule holds, otherwise the copy button. A newer version from the server (another
 * admin's save, live) replaces the row's values.
 */
export function ConfigRow({
  config,
  carriers,
  clients,
  selected,
  saving,
  onSelect,
  onSave,
  onCopy,
  onSwitch,
}: {
  config: TPaymentConfirmationConfig;
  carriers: readonly TCarrierOption[];
  clients: readonly TClient[];
  selected: boolean;
  saving: boolean;
  onSelect: (selected: boolean) => void;
  onSave: (input: TPaymentConfirmationConfigUpdate) => void;
  onCopy: () => void;
  onSwitch: (on: boolean) => void;
}) {
  const form = useForm<ConfigFormValues, unknown, TPaymentConfirmationConfigUpdate>({
    resolver: saveResolver(config.type),
    defaultValues: valuesOf(config),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(config)), [config, reset]);
  const values = useWatch({ control: form.control }) as ConfigFormValues;
  const changed = configChanged(valuesOf(config), values);
  const carrierName = carriers.find((c) => c.id === config.carrierId)?.displayName ?? config.carrierId;
  const rowName =
    config.type === 'CARRIER_SETTINGS'
      ? `${carrierName} ${config.portId ?? ''}`
      : `${carrierName} ${clients.find((c) => c.id === config.clientId)?.name ?? ''}`;
  const fields = configFields({
    type: config.type,
    control: form.control,
    carriers,
    clients,
    idPrefix: `config-${config.id}`,
  });
  return (
    <TableRow hover selected={selected} sx={{ verticalAlign: 'top' }}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select setting ${rowName}` } }}
        />
      </TableCell>
      {CONFIG_COLUMNS[config.type].map((column) => (
        <TableCell key={column} sx={{ py: 1.5, minWidth: column === 'Port of discharge' ? 170 : undefined }}>
          <Stack spacing={1}>
            {fields
              .filter((f) => f.column === column)
              .map((f) => (
                <Stack key={f.key}>{f.node}</Stack>
              ))}
          </Stack>
        </TableCell>
      ))}
      {/* Sticky, so the switch and Save or copy stay in view while a narrow screen scrolls the row. */}
      <TableCell align="right" sx={{ py: 1.5, position: 'sticky', right: 0, bgcolor: 'background.paper' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Switch
            checked={config.automaticMessage}
            onChange={(e) => onSwitch(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Send message, ${rowName}` } }}
          />
          {changed ? (
            <Button
              size="small"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={!maySaveConfig(config.type, values)}
              loading={saving}
              onClick={form.handleSubmit(onSave)}
            >
              Save
            </Button>
          ) : (
            <Tooltip title="Copy setting">
              <IconButton aria-label={`Copy setting ${rowName}`} onClick={onCopy}>
                <ContentCopyIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
