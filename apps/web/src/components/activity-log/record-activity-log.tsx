import type { CollabRecordKind } from '@portal/domain';
import { useMemo } from 'react';
import { useChecklist } from '../checklist/api.ts';
import { ActivityLog } from './activity-log.tsx';
import type { ReferenceChoice } from './comment-composer.tsx';
import { recordLogSource } from './log-source.ts';
import { useMentionOptions } from './mention-api.ts';
import type { MentionChoice } from './mention-text.ts';

export interface RecordActivityLogProps {
  kind: CollabRecordKind;
  id: string;
  isStaff: boolean;
}

/**
 * The log of a booking request or booking: mentions of the people the server offers (a customer the agent, staff
 * the staff users who may open the record, and teams) and references to the record's checklist items and
 * documents, which come from its checklist.
 */
export function RecordActivityLog({ kind, id, isStaff }: RecordActivityLogProps) {
  const source = useMemo(() => recordLogSource(kind, id), [kind, id]);
  const mentionOptions = useMentionOptions(kind, id);
  const checklist = useChecklist(kind, id);
  const people = mentionOptions.data;

  const { mentionChoices, referenceChoices } = useMemo(() => {
    const data = checklist.data;
    const documents = data
      ? [...data.items.flatMap((item) => [...item.documents, ...item.adminDocuments]), ...data.looseDocuments]
      : [];
    const unique = [...new Map(documents.map((d) => [d.id, d])).values()];
    const docChoices: MentionChoice[] = unique.map((d) => ({
      kind: 'document',
      id: d.id,
      label: d.name,
      isInternal: d.isInternal,
    }));
    const references: ReferenceChoice[] = [
      ...(data?.items ?? []).map((item) => ({
        kind: 'checklistItem' as const,
        id: item.id,
        label: item.label,
      })),
      ...unique.map((d) => ({
        kind: 'document' as const,
        id: d.id,
        label: d.name,
        isInternal: d.isInternal,
      })),
    ];
    return { mentionChoices: [...(people ?? []), ...docChoices], referenceChoices: references };
  }, [checklist.data, people]);

  return (
    <ActivityLog
      source={source}
      isStaff={isStaff}
      mentionChoices={mentionChoices}
      referenceChoices={referenceChoices}
      emptyHint="Questions, mentions and what happens on this record appear here."
    />
  );
}
