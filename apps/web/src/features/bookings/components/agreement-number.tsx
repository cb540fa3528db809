import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import {
  actorIsStaff,
  canActorEditRequest,
  SAVE_MESSAGES,
  SNACKBAR,
  WORKBENCH_MESSAGES,
  ZBookingRequestPatch,
  type TBookingRequestDetail,
} from '@portal/domain';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { usePatchAgreementNo } from '../actions-api.ts';
import { useRequestActor } from './request-page/use-request-actor.ts';

const TO_BE_ASSIGNED = '[To be assigned]';

/** The agreement number's own check from the PATCH schema (at most 50 characters), as a message or null. */
function agreementError(value: string): string | null {
  const result = ZBookingRequestPatch.safeParse({ version: 0, agreementNo: value });
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === 'agreementNo')?.message ?? null;
}

/**
 * 'Agreement No.' of the compare dialog (spec 000 §2): staff edit it in place (one PATCH with the version, like a
 * save); everyone else reads it, or '[To be assigned]' until there is one.
 */
export function AgreementNumber({
  request,
  editable,
}: {
  request: TBookingRequestDetail;
  editable: boolean;
}) {
  const actor = useRequestActor();
  const save = usePatchAgreementNo(request.id);
  const notify = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const canEdit = editable && actorIsStaff(actor) && canActorEditRequest(actor, request);
  const error = draft === null ? null : agreementError(draft);

  const submit = () => {
    if (draft === null || error) return;
    const agreementNo = draft.trim() === '' ? null : draft.trim();
    if (agreementNo === request.agreementNo) return setDraft(null);
    save.mutate(
      { version: request.version, agreementNo },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success(SAVE_MESSAGES.saved, SNACKBAR.saveSuccessMs);
        },
        onError: (e) =>
          notify.error(
            e instanceof ApiRequestError && e.status === 409
              ? WORKBENCH_MESSAGES.staleVersion
              : `${e.message}!`,
          ),
      },
    );
  };

  if (draft !== null)
    return (
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <TextField
          size="small"
          label="Agreement No."
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Escape leaves the field, not the full-screen dialog around it.
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setDraft(null);
          }}
          error={!!error}
          helperText={error ?? undefined}
          disabled={save.isPending}
          sx={{ width: 220 }}
        />
        <Tooltip title="Save">
          <span>
            <IconButton
              type="submit"
              size="small"
              aria-label="Save agreement number"
              disabled={!!error}
              loading={save.isPending}
            >
              <CheckIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Cancel">
          <IconButton
            size="small"
            aria-label="Cancel"
            onClick={() => setDraft(null)}
            disabled={save.isPending}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Agreement No. {request.agreementNo || TO_BE_ASSIGNED}
      </Typography>
      {canEdit && (
        <Tooltip title="Edit the agreement number">
          <IconButton
            size="small"
            aria-label="Edit agreement number"
            onClick={() => setDraft(request.agreementNo ?? '')}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
