import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Button, Tooltip } from '@mui/material';
import type { Actor, TBookingRequestDetail } from '@portal/domain';
import { useState } from 'react';
import { LifecycleMenu } from './lifecycle-menu.tsx';
import type { RequestEditor } from './use-request-editor.ts';
import { WatchersDialog } from './watchers-dialog.tsx';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** The page header's workbench buttons: edit and save (who may edit), Watchers and the lifecycle menu (staff). */
export function WorkbenchActions({
  actor,
  detail,
  editor,
  staff,
}: {
  actor: Actor;
  detail: TBookingRequestDetail;
  editor: RequestEditor;
  staff: boolean;
}) {
  const [watchers, setWatchers] = useState(false);
  if (editor.editing)
    return (
      <>
        <Button color="inherit" startIcon={<CloseIcon />} onClick={editor.cancel} disabled={editor.saving}>
          Cancel
        </Button>
        <Tooltip describeChild title={`Save changes (${MOD}+Shift+S)`}>
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            onClick={editor.save}
            loading={editor.saving}
          >
            Save
          </Button>
        </Tooltip>
      </>
    );
  return (
    <>
      {staff && (
        <Button variant="outlined" startIcon={<GroupOutlinedIcon />} onClick={() => setWatchers(true)}>
          Watchers
        </Button>
      )}
      {staff && <LifecycleMenu actor={actor} detail={detail} />}
      {editor.canEdit && (
        <Tooltip describeChild title={`Edit (${MOD}+Shift+E)`}>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={editor.start}>
            Edit
          </Button>
        </Tooltip>
      )}
      {watchers && <WatchersDialog actor={actor} detail={detail} onClose={() => setWatchers(false)} />}
    </>
  );
}
