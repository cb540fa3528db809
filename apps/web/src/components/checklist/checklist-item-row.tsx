import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, ButtonBase, Checkbox, Chip, Collapse, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  ACTIVITY_TEXT,
  customerActionControl,
  customerActionState,
  formatDateTime,
  type TChecklistItem,
} from '@portal/domain';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { DocumentDropZone } from '../documents/document-drop-zone.tsx';
import { DocumentList } from '../documents/document-list.tsx';
import type { DocumentScope } from '../documents/document-scope.ts';
import { zoneOf, type DocumentUploads, type UploadTarget } from '../documents/use-document-uploads.ts';
import { itemState } from './item-state.ts';
import { StageList } from './stage-list.tsx';

export interface ChecklistItemRowProps {
  item: TChecklistItem;
  scope: Omit<DocumentScope, 'item'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uploads: DocumentUploads;
  busy: boolean;
  onToggleItem: (item: TChecklistItem) => void;
  onToggleStage: (item: TChecklistItem, stageId: string, checked: boolean) => void;
  onCustomerAction: (item: TChecklistItem, completed: boolean) => void;
  /** A customer's 'Show more' / 'Show less' on the item's documents. */
  more: { shown: boolean; onToggle: () => void; loading: boolean };
}

/**
 * One checklist item: the check (staff), its stages, the customer's action, its documents and drop zones. Files
 * dropped anywhere on the row attach to the item: a customer's are shared, staff's go to their internal list.
 */
export function ChecklistItemRow({
  item,
  scope,
  open,
  onOpenChange,
  uploads,
  busy,
  onToggleItem,
  onToggleStage,
  onCustomerAction,
  more,
}: ChecklistItemRowProps) {
  const staff = scope.viewerIsStaff;
  const bodyId = useId();
  const rowTarget: UploadTarget = { checklistItemId: item.id, isInternal: staff };
  const row = useDropzone({
    noClick: true,
    noKeyboard: true,
    onDrop: (files) => {
      if (files.length === 0) return;
      uploads.upload(files, rowTarget);
      onOpenChange(true);
    },
  });
  const state = itemState(item);
  const action = customerActionControl(state, staff);
  const actionState = customerActionState(state);
  const docScope: DocumentScope = { ...scope, item: { id: item.id, checked: item.checked } };
  const checkedStages = item.stages.filter((s) => s.checked).length;
  const zone = (target: UploadTarget, label: string) => (
    <DocumentDropZone
      dense
      label={label}
      onFiles={(files) => uploads.upload(files, target)}
      pending={uploads.pending.filter((p) => p.zone === zoneOf(target))}
      onCancel={uploads.cancel}
    />
  );

  return (
    <Box
      component="li"
      {...row.getRootProps({ role: 'listitem', 'aria-label': item.label })}
      sx={(theme) => ({
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        outline: row.isDragActive ? `2px dashed ${theme.palette.primary.main}` : 'none',
        outlineOffset: -2,
        bgcolor: row.isDragActive ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        '&:last-of-type': { borderBottom: 0 },
      })}
    >
      <input {...row.getInputProps()} />
      <Stack direction="row" sx={{ alignItems: 'center', pl: { xs: 1, sm: 1.5 }, pr: 1 }}>
        {staff ? (
          <Checkbox
            checked={item.checked}
            disabled={busy}
            onChange={() => onToggleItem(item)}
            slotProps={{ input: { 'aria-label': `${item.checked ? 'Uncheck' : 'Check'} ${item.label}` } }}
          />
        ) : (
          <Box sx={{ p: 1.125, display: 'flex' }}>
            <CheckCircleIcon
              fontSize="small"
              color={item.checked ? 'success' : 'disabled'}
              aria-label={item.checked ? 'Done' : 'Open'}
            />
          </Box>
        )}
        <ButtonBase
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
          aria-controls={bodyId}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            py: 1.25,
            gap: 1,
            borderRadius: 1,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: item.checked ? 'text.secondary' : 'text.primary' }}
            >
              {item.label}
              {item.isInternal && (
                <LockOutlinedIcon
                  sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-top' }}
                  aria-label="Internal"
                />
              )}
            </Typography>
            {item.checked && item.checkedBy && (
              <Typography variant="caption" color="text.secondary" component="div">
                {item.checkedBy.name} · {formatDateTime(item.checkedAt)}
              </Typography>
            )}
          </Box>
          {item.stages.length > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {checkedStages}/{item.stages.length}
            </Typography>
          )}
          {actionState === 'completed' && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={ACTIVITY_TEXT.completed}
              sx={{ height: 20 }}
            />
          )}
          {item.documentsCount > 0 && (
            <Chip
              size="small"
              icon={<AttachFileIcon />}
              label={item.documentsCount}
              aria-label={`${item.documentsCount} documents`}
              sx={{ height: 20, '& .MuiChip-icon': { fontSize: 14 } }}
            />
          )}
          <ExpandMoreIcon
            fontSize="small"
            sx={{
              color: 'text.secondary',
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          />
        </ButtonBase>
      </Stack>
      <Collapse in={open} id={bodyId} unmountOnExit>
        <Stack spacing={1.5} sx={{ px: { xs: 1.5, sm: 2 }, pb: 2, pl: { xs: 2, sm: 6.5 } }}>
          <StageList
            stages={item.stages}
            viewerIsStaff={staff}
            busy={busy}
            onToggle={(stage, checked) => onToggleStage(item, stage.id, checked)}
          />
          {action && (
            <Box>
              {item.customerAction?.by && (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                  {ACTIVITY_TEXT.completed}: {item.customerAction.by.name} ·{' '}
                  {formatDateTime(item.customerAction.at)}
                </Typography>
              )}
              {!staff && (
                <Button
                  size="small"
                  variant={action.complete ? 'contained' : 'outlined'}
                  disabled={!action.enabled || busy}
                  onClick={() => onCustomerAction(item, action.complete)}
                >
                  {action.label}
                </Button>
              )}
            </Box>
          )}
          {staff ? (
            <>
              <Box>
                <DocumentList
                  docs={item.documents}
                  scope={docScope}
                  label={`Client documents of ${item.label}`}
                />
                {zone({ checklistItemId: item.id, isInternal: false }, 'Client documents')}
              </Box>
              <Box>
                <DocumentList
                  docs={item.adminDocuments}
                  scope={docScope}
                  label={`Internal documents of ${item.label}`}
                />
                {zone({ checklistItemId: item.id, isInternal: true }, ACTIVITY_TEXT.internalDocuments)}
              </Box>
            </>
          ) : (
            <Box>
              <DocumentList
                docs={item.documents}
                scope={docScope}
                label={`Documents of ${item.label}`}
                more={{ ...more, available: item.documentsCount > 1 }}
              />
              {zone({ checklistItemId: item.id, isInternal: false }, 'Documents')}
            </Box>
          )}
        </Stack>
      </Collapse>
    </Box>
  );
}
