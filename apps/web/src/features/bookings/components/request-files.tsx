import AttachFileIcon from '@mui/icons-material/AttachFile';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Box, IconButton, Link, List, ListItem, Tooltip, Typography } from '@mui/material';
import { type TBookingRequest, formatDateTime, formatFileSize } from '@portal/domain';
import { requestFileHref } from '../api.ts';
import { CollapsibleSection } from './collapsible-section.tsx';

type File = TBookingRequest['files'][number];

const TYPE_LABELS: Record<File['documentType'], string> = {
  ADDITIONAL_DOCUMENTS: 'Additional documents',
  IMO: 'IMO documents',
  SOC: 'SOC certificate',
};

/**
 * A files card of the request page, each file a download: 'Storage files' (shared with the client) or, for staff,
 * the internal files.
 */
export function RequestFiles({
  requestId,
  files,
  internal = false,
}: {
  requestId: string;
  files: TBookingRequest['files'];
  internal?: boolean;
}) {
  return (
    <CollapsibleSection
      title={internal ? 'Internal files' : 'Storage files'}
      icon={internal ? LockOutlinedIcon : AttachFileIcon}
      meta={files.length === 1 ? '1 file' : `${files.length} files`}
    >
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
          {internal ? 'No internal files yet.' : 'No files were shared on this request.'}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={internal ? 'Internal files' : 'Storage files'}>
          {files.map((file) => {
            const href = requestFileHref(requestId, file.id);
            return (
              <ListItem
                key={file.id}
                divider
                sx={{ px: { xs: 2, sm: 2.5 }, py: 1.25, gap: 1.5, '&:last-of-type': { borderBottom: 0 } }}
                secondaryAction={
                  <Tooltip title="Download">
                    <IconButton
                      edge="end"
                      component="a"
                      href={href}
                      download={file.name}
                      aria-label={`Download ${file.name}`}
                    >
                      <DownloadOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <InsertDriveFileOutlinedIcon fontSize="small" color="action" />
                <Box sx={{ minWidth: 0, pr: 4 }}>
                  <Link
                    href={href}
                    download={file.name}
                    underline="hover"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {file.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {TYPE_LABELS[file.documentType]} · {formatFileSize(file.size)} ·{' '}
                    {formatDateTime(file.uploadedAt)}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </CollapsibleSection>
  );
}
