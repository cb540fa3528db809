import { zodResolver } from '@hookform/resolvers/zod';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  ACTIVITY_TEXT,
  COMMENT_SEND_SHORTCUT,
  sharePubliclyControl,
  ZCommentCreate,
  type TCommentCreate,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { matchKeyBindingPress, parseKeybinding } from 'tinykeys';
import type { z } from 'zod';
import { MentionMenu } from './mention-menu.tsx';
import {
  filterChoices,
  insertMention,
  mentionQueryAt,
  mentionsInText,
  mentionsInternalDocument,
  toMentionInputs,
  type MentionChoice,
} from './mention-text.ts';

/** A checklist item or document a comment may refer to. */
export interface ReferenceChoice {
  kind: 'checklistItem' | 'document';
  id: string;
  label: string;
  /** Documents only: an internal one keeps the comment internal, like a mention of it. */
  isInternal?: boolean;
}

type FormIn = z.input<typeof ZCommentCreate>;

/** Ctrl+Enter, or Cmd+Enter on a Mac (the domain's shortcut in tinykeys syntax). */
const SEND_PRESS = parseKeybinding(COMMENT_SEND_SHORTCUT)[0]!;

/**
 * A document row's 'Comment' action opens the log with `?commentOn=document:{id}`: the input takes the reference,
 * gets the focus, and the parameter goes (as focusComment does).
 */
export const COMMENT_ON_PARAM = 'commentOn';

const referenceValue = (ref: TCommentCreate['reference']) =>
  ref ? `${ref.kind}:${ref.kind === 'checklistItem' ? ref.itemId : ref.documentId}` : '';

function referenceOf(value: string): TCommentCreate['reference'] {
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  return kind === 'checklistItem' ? { kind, itemId: id } : { kind: 'document', documentId: id };
}

export interface CommentComposerProps {
  isStaff: boolean;
  /** The '@' list; empty when the log has no mentions. */
  mentionChoices: readonly MentionChoice[];
  /** The 'Refers to' list; empty hides it. */
  referenceChoices: readonly ReferenceChoice[];
  onSend: (input: TCommentCreate) => Promise<unknown>;
  sending: boolean;
}

/** The comment input: '@' mentions, 'Share publicly' (staff), a reference, Ctrl/Cmd+Enter sends. */
export function CommentComposer({
  isStaff,
  mentionChoices,
  referenceChoices,
  onSend,
  sending,
}: CommentComposerProps) {
  const form = useForm<FormIn, unknown, TCommentCreate>({
    resolver: zodResolver(ZCommentCreate),
    defaultValues: { comment: '', mentions: [], sharePublicly: false, reference: null },
  });
  const [chosen, setChosen] = useState<MentionChoice[]>([]);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [params, setParams] = useSearchParams();
  const commentOn = params.get(COMMENT_ON_PARAM);

  useEffect(() => {
    if (!commentOn || referenceChoices.length === 0) return; // the choices come with the checklist
    const wanted = referenceOf(commentOn);
    if (wanted && referenceChoices.some((c) => referenceValue(wanted) === `${c.kind}:${c.id}`)) {
      form.setValue('reference', wanted);
      inputRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      inputRef.current?.focus({ preventScroll: true });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COMMENT_ON_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [commentOn, referenceChoices, form, setParams]);

  const text = form.watch('comment') ?? '';
  const mentions = mentionsInText(chosen, text);
  const reference = form.watch('reference') as TCommentCreate['reference'];
  const referencesInternal =
    reference?.kind === 'document' &&
    referenceChoices.some((c) => c.kind === 'document' && c.id === reference.documentId && c.isInternal);
  const share = sharePubliclyControl(mentionsInternalDocument(mentions) || referencesInternal);
  const options = query ? filterChoices(mentionChoices, query.query) : [];
  const menuOpen = options.length > 0;

  const submit = form.handleSubmit(async (input) => {
    const body: TCommentCreate = {
      ...input,
      mentions: toMentionInputs(mentions),
      // Customers' comments are always public; staff share only without an internal document named.
      sharePublicly: !isStaff || (input.sharePublicly && !share.disabled),
    };
    try {
      await onSend(body);
      form.reset();
      setChosen([]);
      setQuery(null);
    } catch (error) {
      form.setError('comment', { message: (error as Error).message });
    }
  });

  const trackCaret = () => {
    const el = inputRef.current;
    if (!el) return;
    // Tracked even before the people have loaded: the list opens when they arrive.
    setQuery(mentionQueryAt(el.value, el.selectionStart ?? el.value.length));
    setActive(0);
  };

  const choose = (choice: MentionChoice) => {
    const el = inputRef.current;
    if (!el || !query) return;
    const next = insertMention(el.value, query.start, el.selectionStart ?? el.value.length, choice.label);
    form.setValue('comment', next.text, { shouldDirty: true });
    setChosen((list) => [...list, choice]);
    setQuery(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  const startMention = () => {
    const el = inputRef.current;
    if (!el) return;
    const caret = el.selectionStart ?? el.value.length;
    const needsSpace = caret > 0 && !/\s/.test(el.value[caret - 1]!);
    const token = `${needsSpace ? ' ' : ''}@`;
    const value = el.value.slice(0, caret) + token + el.value.slice(caret);
    form.setValue('comment', value, { shouldDirty: true });
    setQuery({ start: caret + token.length - 1, query: '' });
    setActive(0);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(caret + token.length, caret + token.length);
    });
  };

  const empty = text.trim().length === 0;
  const error = form.formState.errors.comment?.message;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Write a comment">
      <Box ref={setAnchor}>
        <Controller
          control={form.control}
          name="comment"
          render={({ field }) => (
            <TextField
              label="Write a comment"
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
              value={field.value ?? ''}
              name={field.name}
              inputRef={(el: HTMLTextAreaElement | null) => {
                inputRef.current = el;
                field.ref(el);
              }}
              onBlur={() => {
                field.onBlur();
                // Let a click on the menu land before it closes.
                setTimeout(() => setQuery(null), 150);
              }}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (error) form.clearErrors('comment');
                trackCaret();
              }}
              onKeyDown={(event) => {
                if (matchKeyBindingPress(event.nativeEvent, SEND_PRESS)) {
                  event.preventDefault();
                  if (!empty && !sending) void submit();
                  return;
                }
                if (!menuOpen) return;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  setActive((i) => (i + step + options.length) % options.length);
                } else if (event.key === 'Enter' || event.key === 'Tab') {
                  event.preventDefault();
                  choose(options[active] ?? options[0]!);
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  setQuery(null);
                }
              }}
              error={Boolean(error)}
              helperText={
                error ??
                (mentionChoices.length > 0 ? 'Type @ to mention · Ctrl+Enter to send' : 'Ctrl+Enter to send')
              }
            />
          )}
        />
        <MentionMenu anchor={anchor} options={options} active={active} onChoose={choose} />
      </Box>
      {referenceChoices.length > 0 && (
        <Controller
          control={form.control}
          name="reference"
          render={({ field }) => (
            <TextField
              select
              size="small"
              label="Refers to"
              fullWidth
              sx={{ mt: 1.5 }}
              value={referenceValue(field.value as TCommentCreate['reference'])}
              onChange={(event) => field.onChange(referenceOf(event.target.value))}
            >
              <MenuItem value="">
                <em>Nothing in particular</em>
              </MenuItem>
              {referenceGroups(referenceChoices)}
            </TextField>
          )}
        />
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          {mentionChoices.length > 0 && (
            <Tooltip title="Mention someone">
              <IconButton aria-label="Mention someone" onClick={startMention} size="small">
                <AlternateEmailIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {isStaff && (
            <Box>
              <Controller
                control={form.control}
                name="sharePublicly"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={Boolean(field.value) && !share.disabled}
                        disabled={share.disabled}
                        onChange={(_e, checked) => field.onChange(checked)}
                      />
                    }
                    label={ACTIVITY_TEXT.sharePublicly}
                  />
                )}
              />
              {share.hint && <FormHelperText sx={{ mt: -0.5 }}>{share.hint}</FormHelperText>}
            </Box>
          )}
        </Stack>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} loading={sending} disabled={empty}>
          Send
        </Button>
      </Stack>
    </Box>
  );
}

function referenceGroups(choices: readonly ReferenceChoice[]) {
  const items = choices.filter((c) => c.kind === 'checklistItem');
  const docs = choices.filter((c) => c.kind === 'document');
  const out = [];
  if (items.length > 0) {
    out.push(<ListSubheader key="h-items">Checklist items</ListSubheader>);
    for (const c of items)
      out.push(
        <MenuItem key={`i-${c.id}`} value={`checklistItem:${c.id}`}>
          {c.label}
        </MenuItem>,
      );
  }
  if (docs.length > 0) {
    out.push(<ListSubheader key="h-docs">Documents</ListSubheader>);
    for (const c of docs)
      out.push(
        <MenuItem key={`d-${c.id}`} value={`document:${c.id}`}>
          {c.label}
        </MenuItem>,
      );
  }
  return out;
}
