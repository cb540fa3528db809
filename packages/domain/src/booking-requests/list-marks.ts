/**
 * The words of the requests list's marks (spec 000 §2 "Booking requests list": progress, the pinned-comments
 * button and a logo when an external booking reference number exists). The spec names the marks, not their
 * words: these are ours.
 */
export const REQUEST_LIST_MARKS = {
  progress: 'Progress',
  checklistProgress: (checked: number, total: number) => `Checklist ${checked} of ${total} done`,
  noChecklist: 'No checklist yet',
  pinnedComments: (count: number) => (count === 1 ? '1 pinned comment' : `${count} pinned comments`),
  pinnedCommentsOf: (requestId: string) => `Pinned comments of ${requestId}`,
  externalReference: (reference: string) => `External booking reference ${reference}`,
} as const;

/** The share of a checklist that is done, 0 to 100 (0 for an empty one). */
export function checklistPercent(progress: { checked: number; total: number }): number {
  if (progress.total <= 0) return 0;
  return Math.round((Math.min(progress.checked, progress.total) / progress.total) * 100);
}
