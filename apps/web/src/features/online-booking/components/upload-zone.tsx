import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  Box,
  CircularProgress,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDropzone } from 'react-dropzone';
import { MAX_FILES_PER_ZONE, formatFileSize, type TUploadedFile } from '@portal/domain';
import type { Uploads } from '../hooks/use-uploads.ts';
import type { Zone } from '../wizard/draft.ts';

/** The drop zone's prompt (000 §2). */
export const DROP_PROMPT = "Drag 'n' Drop files or click here";

function FileRow(props: {
  name: string;
  detail: string;
  progress?: number;
  busy?: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <ListItem
      disableGutters
      sx={{
        gap: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-child': { borderBottom: 0 },
      }}
      secondaryAction={
        props.busy ? (
          <CircularProgress size={18} aria-label="Removing" />
        ) : (
          <Tooltip title={props.cancelLabel}>
            <IconButton
              edge="end"
              size="small"
              aria-label={`${props.cancelLabel} ${props.name}`}
              onClick={props.onCancel}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <InsertDriveFileOutlinedIcon color="action" fontSize="small" />
      <Box sx={{ flex: 1, minWidth: 0, pr: 4 }}>
        <Typography variant="body2" noWrap title={props.name} sx={{ fontWeight: 500 }}>
          {props.name}
        </Typography>
        {props.progress !== undefined ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(props.progress * 100)}
            aria-label={`Uploading ${props.name}`}
            sx={{ mt: 0.75, borderRadius: 1 }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {props.detail}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

export interface UploadZoneProps {
  zone: Zone;
  title: string;
  hint: string;
  files: readonly TUploadedFile[];
  uploads: Uploads;
}

/** One drop zone of step 3: up to 10 files, each uploaded at once with progress and a cancel button. */
export function UploadZone({ zone, title, hint, files, uploads }: UploadZoneProps) {
  const pending = uploads.pending.filter((p) => p.zone === zone);
  const full = files.length + pending.length >= MAX_FILES_PER_ZONE;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => uploads.add(zone, accepted),
    disabled: full,
    multiple: true,
  });

  return (
    <Box role="region" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {files.length + pending.length} / {MAX_FILES_PER_ZONE}
        </Typography>
      </Stack>
      <Box
        {...getRootProps()}
        sx={(theme) => ({
          border: '1.5px dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.06) : 'background.default',
          borderRadius: 2,
          px: 2,
          py: 2.5,
          textAlign: 'center',
          cursor: full ? 'not-allowed' : 'pointer',
          opacity: full ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': full ? undefined : { borderColor: 'primary.light' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <input {...getInputProps()} aria-label={`${title}: ${DROP_PROMPT}`} />
        <CloudUploadOutlinedIcon color={isDragActive ? 'primary' : 'action'} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {DROP_PROMPT}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {full ? `This zone holds ${MAX_FILES_PER_ZONE} files.` : hint}
        </Typography>
      </Box>
      {(files.length > 0 || pending.length > 0) && (
        <List dense disablePadding sx={{ mt: 1 }} aria-label={`${title} files`}>
          {files.map((f) => (
            <FileRow
              key={f.id}
              name={f.name}
              detail={formatFileSize(f.size)}
              busy={uploads.removing.includes(f.id)}
              cancelLabel="Remove"
              onCancel={() => void uploads.remove(zone, f.id)}
            />
          ))}
          {pending.map((p) => (
            <FileRow
              key={p.key}
              name={p.fileName}
              detail={formatFileSize(p.size)}
              progress={p.progress}
              cancelLabel="Cancel upload"
              onCancel={() => uploads.cancel(p.key)}
            />
          ))}
        </List>
      )}
    </Box>
  );
}
