import { describe, expect, it } from 'vitest';
import {
  filterChoices,
  insertMention,
  mentionQueryAt,
  mentionsInText,
  mentionsInternalDocument,
  splitMentions,
} from '../src/components/activity-log/mention-text.ts';

const olivia = { kind: 'user' as const, id: 'u1', label: 'Olivia Frei' };
const draft = { kind: 'document' as const, id: 'd1', label: 'bl-draft.pdf', isInternal: true };

describe('mention text', () => {
  it('finds the @word before the caret only at a word start', () => {
    expect(mentionQueryAt('Hello @Ol', 9)).toEqual({ start: 6, query: 'Ol' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail me@home', 12)).toBeNull();
    expect(mentionQueryAt('Hello @Ol and more', 18)).toBeNull();
  });

  it('replaces the typed word by the label and puts the caret after it', () => {
    expect(insertMention('Hi @ol, thanks', 3, 6, 'Olivia Frei')).toEqual({
      text: 'Hi @Olivia Frei , thanks',
      caret: 16,
    });
  });

  it('filters case-insensitively', () => {
    expect(filterChoices([olivia, draft], 'FREI')).toEqual([olivia]);
  });

  it('keeps a mention while its words stay in the text, once', () => {
    expect(mentionsInText([olivia, olivia, draft], 'Hi @Olivia Frei')).toEqual([olivia]);
    expect(mentionsInText([olivia], 'Hi Olivia')).toEqual([]);
    expect(mentionsInternalDocument([olivia, draft])).toBe(true);
    expect(mentionsInternalDocument([olivia])).toBe(false);
  });

  it('splits a stored comment into plain and mention runs, longest label first', () => {
    expect(splitMentions('To @Olivia Frei and @Olivia', ['Olivia', 'Olivia Frei'])).toEqual([
      { text: 'To ', mention: false },
      { text: '@Olivia Frei', mention: true },
      { text: ' and ', mention: false },
      { text: '@Olivia', mention: true },
    ]);
  });
});
