import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ACTIVITY_TEXT } from '@portal/domain';
import { useDropzone } from 'react-dropzone';
import type { PendingUpload } from './use-document-uploads.ts';

/** Files on their way to one drop zone: name, progress and cancel. */
export function UploadProgress({
  pending,
  onCancel,
}: {
  pending: readonly PendingUpload[];
  onCancel: (key: string) => void;
}) {
  if (pending.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }} aria-label="Uploads in progress">
      {pending.map((p) => (
        <Stack key={p.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="caption" noWrap component="div">
              {p.fileName} · {Math.round(p.progress * 100)}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={p.progress * 100}
              aria-label={`Uploading ${p.fileName}`}
            />
          </Box>
          <Tooltip title="Cancel upload">
            <IconButton size="small" aria-label={`Cancel ${p.fileName}`} onClick={() => onCancel(p.key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}

export interface DocumentDropZoneProps {
  /** Above the zone, e.g. 'Internal documents' (the spec's default label). */
  label?: string;
  onFiles: (files: File[]) => void;
  pending: readonly PendingUpload[];
  onCancel: (key: string) => void;
  disabled?: boolean;
  dense?: boolean;
}

/** A drop zone: 'Drag 'n' Drop files or click here' (react-dropzone), with the progress of its uploads. */
export function DocumentDropZone({
  label = ACTIVITY_TEXT.internalDocuments,
  onFiles,
  pending,
  onCancel,
  disabled = false,
  dense = false,
}: DocumentDropZoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => {
      if (accepted.length > 0) onFiles(accepted);
    },
    disabled,
    // A zone inside a checklist row: the row's own drop must not take the same files again.
    noDragEventsBubbling: true,
  });
  return (
    <Box>
      {/* Beside the zone, not in it: a file input inside a role=button nests one control in another (axe
          nested-interactive); the zone opens it by its ref. */}
      <input {...getInputProps()} />
      {label && (
        <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 2 }}>
          {label}
        </Typography>
      )}
      <Box
        {...getRootProps({ role: 'button', 'aria-label': `${label}: ${ACTIVITY_TEXT.dropZone}` })}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          px: 2,
          py: dense ? 1.25 : 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          color: disabled ? 'text.disabled' : 'text.secondary',
          cursor: disabled ? 'default' : 'pointer',
          textAlign: 'center',
          transition: 'border-color 150ms, background-color 150ms',
          '&:hover': disabled ? {} : { borderColor: 'primary.light' },
          '&:focus-visible': { outline: 'none', borderColor: 'primary.main' },
        })}
      >
        <CloudUploadOutlinedIcon fontSize="small" />
        <Typography variant="body2">{ACTIVITY_TEXT.dropZone}</Typography>
      </Box>
      <UploadProgress pending={pending} onCancel={onCancel} />
    </Box>
  );
}
