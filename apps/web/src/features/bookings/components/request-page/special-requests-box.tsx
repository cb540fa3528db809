import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { FormTextField } from './form-text-field.tsx';
import type { RequestEditor } from './use-request-editor.ts';

/**
 * The special requests box (spec 000 §2): what the client wrote with the request (`additionalInfo`). Shown when
 * there is something to read, or while it may be edited.
 */
export function SpecialRequestsBox({ text, editor }: { text: string | null; editor: RequestEditor }) {
  const editing = editor.editing && editor.may('additionalInfo');
  if (!editing && !text?.trim()) return null;
  return (
    <Paper
      variant="outlined"
      aria-label="Special requests"
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        borderColor: alpha(theme.palette.info.main, 0.35),
        bgcolor: alpha(theme.palette.info.main, 0.04),
      })}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <ChatBubbleOutlineIcon color="info" fontSize="small" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Special requests
          </Typography>
          {editing ? (
            <FormTextField
              name="additionalInfo"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { 'aria-label': 'Special requests' } }}
            />
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {text}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
