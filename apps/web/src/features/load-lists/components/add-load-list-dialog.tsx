import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  isLoadListFileName,
  LOAD_LIST_MESSAGES,
  LOAD_LIST_TEXT,
  type TLoadListRejected,
} from '@portal/domain';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useSaveLoadList } from '../api.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The refusal's lines (each naming its line and number), or its message alone. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [error instanceof Error ? error.message : String(error)];
  const body = error.body as Partial<TLoadListRejected> | undefined;
  return body?.errors?.length && body.errors.length > 1 ? body.errors.map((e) => e.message) : [error.message];
}

/**
 * "Add load list" (spec 002 §2, §5): a file (.csv or .xls, .xlsx too) or a pasted text, saved all or nothing. A
 * refusal stays in the dialog with every line it names, so the clerk can correct the file and try again.
 */
export function AddLoadListDialog({ open, onClose }: Props) {
  const [tab, setTab] = useState<'upload' | 'paste'>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveLoadList();
  const notify = useNotify();
  const inputId = useId();

  const close = () => {
    if (save.isPending) return;
    setFile(null);
    setText('');
    setProblems([]);
    onClose();
  };

  const choose = (chosen: File | null) => {
    setProblems(chosen && !isLoadListFileName(chosen.name) ? [LOAD_LIST_MESSAGES.fileType] : []);
    setFile(chosen && isLoadListFileName(chosen.name) ? chosen : null);
  };

  const submit = () => {
    const input = tab === 'upload' ? (file ? { file } : null) : text.trim() ? { text } : null;
    if (!input) return;
    setProblems([]);
    save.mutate(input, {
      onSuccess: (saved) => {
        notify.success(LOAD_LIST_MESSAGES.saved);
        if (saved.notOnBooking.length > 0)
          notify.info(
            `${saved.notOnBooking.length} of them ${saved.notOnBooking.length === 1 ? 'is' : 'are'} on no booking yet: ${saved.notOnBooking.slice(0, 5).join(', ')}${saved.notOnBooking.length > 5 ? ' …' : ''}`,
            6000,
          );
        close();
      },
      onError: (error) => setProblems(problemsOf(error)),
    });
  };

  const ready = tab === 'upload' ? file !== null : text.trim() !== '';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${inputId}-title`}>
      <DialogTitle id={`${inputId}-title`}>{LOAD_LIST_TEXT.add}</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_e, next: 'upload' | 'paste') => {
            setTab(next);
            setProblems([]);
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="upload" label={LOAD_LIST_TEXT.upload} />
          <Tab value="paste" label={LOAD_LIST_TEXT.paste} />
        </Tabs>
        {tab === 'upload' ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              htmlFor={inputId}
            >
              {LOAD_LIST_TEXT.chooseFile}
              <input
                id={inputId}
                type="file"
                hidden
                accept=".csv,.xls,.xlsx"
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : 'Headers: Container number, Seal number, Status.'}
            </Typography>
          </Stack>
        ) : (
          <TextField
            label={LOAD_LIST_TEXT.pasteLabel}
            helperText={LOAD_LIST_TEXT.pasteHelp}
            multiline
            minRows={6}
            maxRows={14}
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={'CSQU3054383, SEAL123456, ON WATER'}
            // Monospace at 14 px: a line of the sample (28 characters) fits a phone's dialog without wrapping.
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 14 } } }}
          />
        )}
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problems.length === 1 ? (
              problems[0]
            ) : (
              <>
                {LOAD_LIST_MESSAGES.rejected}
                <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                  {problems.map((p, i) => (
                    // Two lines may have the same words (the same number refused twice): the index keeps keys apart.
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={save.isPending}>
          {LOAD_LIST_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!ready || save.isPending}>
          {LOAD_LIST_TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
