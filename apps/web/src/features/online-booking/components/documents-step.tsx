import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import { Card, CardContent, Grid, Stack, TextField } from '@mui/material';
import { bookingFlags } from '@portal/domain';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import type { Uploads } from '../hooks/use-uploads.ts';
import { SectionTitle } from '../../../components/page/section-title.tsx';
import { UploadZone } from './upload-zone.tsx';

const CARD_PADDING = { p: { xs: 2, sm: 3 } };
const HINT = 'PDF, pictures, Office or text files';

/**
 * Step 3, Additional Information (001 §5): a certificate zone only when soc, an IMO documents zone only when
 * imo, additional documents always; and the special requests.
 */
export function DocumentsStep({ wizard, uploads }: { wizard: BookingWizard; uploads: Uploads }) {
  const { draft, update } = wizard;
  const flags = bookingFlags(draft.lines);
  const zones = [
    flags.soc && {
      zone: 'certificate' as const,
      title: 'SOC certificate',
      hint: `Certificate of your shipper-owned containers · ${HINT}`,
    },
    flags.imo && {
      zone: 'imo' as const,
      title: 'IMO documents',
      hint: `Dangerous goods declaration, safety data sheets · ${HINT}`,
    },
    {
      zone: 'additional' as const,
      title: 'Additional documents',
      hint: `Packing list, invoices, anything else · ${HINT}`,
    },
  ].filter((z) => z !== false);

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent sx={CARD_PADDING}>
          <SectionTitle
            icon={AttachFileOutlinedIcon}
            title="Documents"
            subtitle="Files are uploaded at once and sent with your booking request."
          />
          <Grid container spacing={3}>
            {zones.map((z) => (
              <Grid key={z.zone} size={{ xs: 12, md: zones.length === 1 ? 12 : 6 }}>
                <UploadZone
                  zone={z.zone}
                  title={z.title}
                  hint={z.hint}
                  files={draft.files[z.zone]}
                  uploads={uploads}
                />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={CARD_PADDING}>
          <SectionTitle icon={NotesOutlinedIcon} title="Special requests" />
          <TextField
            id="booking-special-requests"
            label="Special requests"
            placeholder="Anything our booking agent should know: cargo handling, timing, documents to expect…"
            multiline
            minRows={4}
            fullWidth
            value={draft.additionalInfo}
            onChange={(e) => update({ additionalInfo: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
            helperText={`${draft.additionalInfo.length} / 5000`}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
