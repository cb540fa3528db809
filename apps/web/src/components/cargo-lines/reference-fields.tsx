import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TagIcon from '@mui/icons-material/Tag';
import { Grid, IconButton, TextField, Tooltip } from '@mui/material';
import { lineNeedsPickup } from '@portal/domain';
import { withReference, type WizardLine } from './line.ts';
import { DetailBox } from './detail-box.tsx';

export interface ReferenceFieldsProps {
  idPrefix: string;
  line: WizardLine;
  issues: Record<string, string>;
  onChange: (line: WizardLine) => void;
}

/**
 * Pickup, delivery and VGM references, linked by default: the pickup reference fills the other two until the
 * toggle unlinks them (000 §4). Shipper-owned lines have no pickup, so their two references stand alone.
 */
export function ReferenceFields({ idPrefix, line, issues, onChange }: ReferenceFieldsProps) {
  const withPickup = lineNeedsPickup(line);
  const linked = withPickup && line.referencesLinked;
  const toggle = withPickup && (
    <Tooltip
      title={
        linked ? 'Unlink: give delivery reference and VGM PIN separately' : 'Link to the pickup reference'
      }
    >
      <IconButton
        size="small"
        aria-label={linked ? 'Unlink references' : 'Link references'}
        aria-pressed={linked}
        color={linked ? 'primary' : 'default'}
        onClick={() =>
          onChange(
            linked
              ? { ...line, referencesLinked: false }
              : withReference({ ...line, referencesLinked: true }, line.pickupReference),
          )
        }
      >
        {linked ? <LinkIcon fontSize="small" /> : <LinkOffIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
  const field = (name: 'pickupReference' | 'deliveryReference' | 'vgmPin', label: string) => (
    <Grid size={{ xs: 12, sm: withPickup ? 4 : 6 }}>
      <TextField
        id={`${idPrefix}-${name}`}
        label={label}
        fullWidth
        value={line[name]}
        disabled={linked && name !== 'pickupReference'}
        onChange={(e) =>
          onChange(
            name === 'pickupReference'
              ? withReference(line, e.target.value)
              : { ...line, [name]: e.target.value },
          )
        }
        error={Boolean(issues[name])}
        helperText={
          issues[name] ?? (linked && name !== 'pickupReference' ? 'Same as the pickup reference' : ' ')
        }
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
    </Grid>
  );
  return (
    <DetailBox icon={TagIcon} title="References" action={toggle}>
      {withPickup && field('pickupReference', 'Pickup reference')}
      {field('deliveryReference', 'Delivery reference')}
      {field('vgmPin', 'VGM PIN')}
    </DetailBox>
  );
}
