import UploadFileIcon from '@mui/icons-material/UploadFile';
import { RATE_FILE_MAX_BYTES, RATE_FILE_TYPES } from '@portal/domain';
import { Box, Typography } from '@mui/material';
import { useDropzone, type FileRejection } from 'react-dropzone';

const MAX_MB = RATE_FILE_MAX_BYTES / (1024 * 1024);
// The dropzone wants mutable lists.
const RATE_FILE_ACCEPT = Object.fromEntries(
  Object.entries(RATE_FILE_TYPES).map(([type, ends]) => [type, [...ends]]),
);

/** Why the zone refused a file, in words a clerk can act on (the server checks type and size again). */
function rejectionMessage(rejections: FileRejection[]): string {
  if (rejections.length > 1) return 'Drop one file at a time.';
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The file is larger than the limit of ${MAX_MB} MB.`;
  return 'Upload a .csv or .xlsx rate file.';
}

interface Props {
  onFile: (file: File) => void;
  onRejected: (message: string) => void;
}

/** One .csv or .xlsx file, dropped or chosen with the file picker. */
export function RateDropZone({ onFile, onRejected }: Props) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: RATE_FILE_ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: RATE_FILE_MAX_BYTES,
    onDropAccepted: (files) => files[0] && onFile(files[0]),
    onDropRejected: (rejections) => onRejected(rejectionMessage(rejections)),
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        p: 3,
        textAlign: 'center',
        cursor: 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label="Rate file" />
      <UploadFileIcon color="action" fontSize="large" />
      <Typography>
        {isDragActive
          ? 'Drop the rate file here'
          : 'Drop a .csv or .xlsx rate file here, or click to choose one'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One file, up to {MAX_MB} MB
      </Typography>
    </Box>
  );
}
