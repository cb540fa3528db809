import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { TAG_MESSAGES, type TagCategory, type TTag } from '@portal/domain';
import { useState } from 'react';
import { useNotify } from '../../../../lib/notify.ts';
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from '../../actions-api.ts';
import { TagChip } from './tag-chip.tsx';
import { TagForm, type TagFormValues } from './tag-form.tsx';

type Editing =
  { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string };

function TagRow({
  tag,
  editing,
  onEdit,
  onDelete,
}: {
  tag: TTag;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${tag.text}`} onClick={onEdit} disabled={editing}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${tag.text}`} onClick={onDelete} disabled={editing}>
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      }
      sx={{ pr: 10, minHeight: 44 }}
    >
      <TagChip tag={tag} />
    </ListItem>
  );
}

/**
 * The tags dialog (spec 002 §2 "Tags"): the list with edit and delete, and 'add new tag'. Every outcome is a
 * snackbar in the spec's words (spec 002 §8).
 */
export function TagsDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: TagCategory;
  onClose: () => void;
}) {
  const tags = useTags(category, open);
  const create = useCreateTag();
  const update = useUpdateTag();
  const remove = useDeleteTag();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const done = () => setEditing({ kind: 'none' });

  const add = (values: TagFormValues) =>
    create.mutate(
      { ...values, category },
      {
        onSuccess: () => {
          notify.success(TAG_MESSAGES.created);
          done();
        },
        onError: () => notify.error(TAG_MESSAGES.createFailed),
      },
    );
  const save = (id: string, values: TagFormValues) =>
    update.mutate(
      { id, ...values, category },
      {
        onSuccess: () => {
          notify.success(TAG_MESSAGES.updated);
          done();
        },
        onError: () => notify.error(TAG_MESSAGES.updateFailed),
      },
    );
  const drop = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(TAG_MESSAGES.deleted);
        done();
      },
      onError: () => notify.error(TAG_MESSAGES.deleteFailed),
    });

  const list = tags.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="tags-dialog-title">
      <DialogTitle id="tags-dialog-title">Tags</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 200 }}>
        {tags.isPending && open && (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" width={100 + i * 30} height={24} />
            ))}
          </Stack>
        )}
        {tags.isError && <Alert severity="error">The tags could not be loaded.</Alert>}
        {tags.data && list.length === 0 && editing.kind !== 'new' && (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            No tags yet. Add the first one below.
          </Typography>
        )}
        <List dense disablePadding aria-label="Tags">
          {list.map((tag) => {
            if (editing.kind === 'edit' && editing.id === tag.id)
              return (
                <Box component="li" key={tag.id} sx={{ listStyle: 'none', py: 0.5 }}>
                  <TagForm
                    initial={tag}
                    submitLabel="Save"
                    pending={update.isPending}
                    onSubmit={(values) => save(tag.id, values)}
                    onCancel={done}
                  />
                </Box>
              );
            if (editing.kind === 'delete' && editing.id === tag.id)
              return (
                <Box component="li" key={tag.id} sx={{ listStyle: 'none', py: 0.5 }}>
                  <Alert
                    severity="warning"
                    action={
                      <Stack direction="row" spacing={0.5}>
                        <Button color="inherit" size="small" onClick={done} disabled={remove.isPending}>
                          Cancel
                        </Button>
                        <Button
                          color="error"
                          size="small"
                          variant="contained"
                          loading={remove.isPending}
                          onClick={() => drop(tag.id)}
                        >
                          Delete
                        </Button>
                      </Stack>
                    }
                  >
                    Delete “{tag.text}”? It comes off every request that carries it.
                  </Alert>
                </Box>
              );
            return (
              <TagRow
                key={tag.id}
                tag={tag}
                editing={editing.kind !== 'none'}
                onEdit={() => setEditing({ kind: 'edit', id: tag.id })}
                onDelete={() => setEditing({ kind: 'delete', id: tag.id })}
              />
            );
          })}
        </List>
        {editing.kind === 'new' && (
          <Box sx={{ mt: 1 }}>
            <TagForm submitLabel="Add" pending={create.isPending} onSubmit={add} onCancel={done} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
          disabled={editing.kind !== 'none' || !tags.data}
        >
          add new tag
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
