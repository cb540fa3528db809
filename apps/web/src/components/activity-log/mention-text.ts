import type { MentionKind, TMentionInput } from '@portal/domain';

/** Something the '@' list offers: a staff user, a team, the agent, or a document the writer can see. */
export interface MentionChoice {
  kind: MentionKind;
  id: string;
  label: string;
  /** Documents only. */
  isInternal?: boolean;
}

/** The '@word' being typed just before the caret: where its '@' stands and the word so far; null otherwise. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** The choices whose label contains the typed word (case-insensitive), at most `limit`. */
export function filterChoices(choices: readonly MentionChoice[], query: string, limit = 8): MentionChoice[] {
  const q = query.toLowerCase();
  return choices.filter((c) => c.label.toLowerCase().includes(q)).slice(0, limit);
}

/** Replaces '@word' (from `start` to the caret) by '@Label ' and answers the new text and caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  label: string,
): { text: string; caret: number } {
  const token = `@${label} `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}

/** The chosen mentions whose '@Label' is still in the text (deleting the words drops the mention), once each. */
export function mentionsInText(chosen: readonly MentionChoice[], text: string): MentionChoice[] {
  const seen = new Set<string>();
  return chosen.filter((c) => {
    const key = `${c.kind}:${c.id}`;
    if (seen.has(key) || !text.includes(`@${c.label}`)) return false;
    seen.add(key);
    return true;
  });
}

/** What the server receives. */
export function toMentionInputs(mentions: readonly MentionChoice[]): TMentionInput[] {
  return mentions.map(({ kind, id }) => ({ kind, id }));
}

export function mentionsInternalDocument(mentions: readonly MentionChoice[]): boolean {
  return mentions.some((m) => m.kind === 'document' && m.isInternal === true);
}

/** A comment's text split into plain runs and the stored mentions' '@Label' runs, for showing them apart. */
export function splitMentions(text: string, labels: readonly string[]): { text: string; mention: boolean }[] {
  const tokens = [...new Set(labels.filter(Boolean).map((l) => `@${l}`))].sort((a, b) => b.length - a.length);
  if (tokens.length === 0) return [{ text, mention: false }];
  const escaped = tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return parts.filter((p) => p !== '').map((p) => ({ text: p, mention: tokens.includes(p) }));
}
