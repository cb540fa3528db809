import { DEFAULT_EDIT_WINDOW_MS, MAX_PINNED_COMMENTS } from './constants.ts';

/** User-facing words of the activity log, checklist and documents (spec 000 §2, §4, §5, §8), word for word. */
export const ACTIVITY_TEXT = {
  showActivity: 'Show Activity',
  sharePublicly: 'Share publicly',
  dropZone: "Drag 'n' Drop files or click here",
  internalDocuments: 'Internal documents',
  checklistHint: 'you can drag files onto the checklist items to attach them',
  revisionPlaceholder: 'Please write reason of revision need',
  leftDocument: 'Left Document',
  rightDocument: 'Right Document',
  completed: 'Completed',
  undoCompleted: 'Undo Mark Completed',
  /** Spec 000 §4 "Documents": review status labels. */
  approved: 'Approved',
  revisionNeeded: 'Revision needed',
  checklist: 'Checklist',
  accounting: 'Accounting',
  requestChecklist: 'Request Checklist',
  storageFiles: 'Storage files',
  activity: 'Activity',
} as const;

export const ACTIVITY_MESSAGES = {
  pinned: 'The activity has been pinned.',
  unpinned: 'The activity has been unpinned.',
  pinFailed: (error: string) => `An error has occurred - ${error}`,
  removeInternalMention: 'To share publicly, remove internal document mention',
  // Ours: the spec disables the pin control at the limit but gives the server no words for it.
  pinLimit: `At most ${MAX_PINNED_COMMENTS} comments can be pinned. Unpin one first.`,
  // Ours: the spec disables Send while the comment is empty; the server still needs words for it.
  commentRequired: 'Write a comment first.',
  commentTooLong: 'A comment may have at most 5000 characters.',
  // Ours: who may be mentioned (spec 000 §6) as a refusal a person can act on.
  customerMentionsAgentOnly: 'You can mention only the agent assigned to this booking.',
  staffMentionsStaffOnly: 'Mention staff users and teams only.',
  onlyStaffMentionTeams: 'Only staff can mention teams.',
  mentionCannotOpen: (name: string, record: string) =>
    `${name} cannot open this ${record}, so they cannot be mentioned on it.`,
  onlyPinComments: 'Only comments can be pinned.',
} as const;

export const CHECKLIST_MESSAGES = {
  uncheckQuestion:
    'Are you sure you want to uncheck an item? If you uncheck item, that can generate new notification to the customer?',
  // Ours: the spec states the stage order rule (000 §4) without words.
  stageNeedsPrevious: 'Check the previous stage first.',
  stageNextChecked: 'Uncheck the next stage first.',
  itemAlreadyChecked: 'This item is already checked.',
  staffOnly: 'Only staff can check checklist items.',
  noCustomerAction: 'This item has no action for the customer.',
  unknownStage: 'This item has no such stage.',
  actionStageNotReached: 'This action is available once the previous stage is done.',
  actionAlreadyCompleted: 'This action is already marked completed.',
  actionNotCompleted: 'This action is not marked completed.',
  actionNeedsDocument: 'Upload the document first, then mark the action completed.',
} as const;

/** {n} is the configured window in seconds (DECISIONS.md "Edit window"). */
export function editWindowMessage(windowMs: number = DEFAULT_EDIT_WINDOW_MS): string {
  return `Failed to edit item - You cant change status after ${Math.round(windowMs / 1000)}sec from last change!`;
}

export const DOCUMENT_MESSAGES = {
  uploadFailed: (message: string) => `Failed to upload file - ${message}!`,
  uploadFailedShort: 'Failed to upload file!',
  /**
   * Spec 000 §8 "Upload failure": with the server's reason 'Failed to upload file - {message}!' (1 s); without one
   * (the connection broke, or an answer that is no API error) 'Failed to upload file!' (an error's 3 s).
   */
  uploadFailure: (reason: string | null) =>
    reason ? `Failed to upload file - ${reason}!` : 'Failed to upload file!',
  removeFailed: (message: string) => `Failed to remove item - ${message}!`,
  deleteFailed: (message: string) => `Failed to delete item - ${message}`,
  copiedName: 'Copied file name to clipboard!',
  previewNoUrl: 'Please provide us an url to the file.',
  previewFailed: 'Cant load file',
  emailFailed: 'Email failed',
  emailSent: 'Email sent',
  // Ours: spec 000 §5 says other types "show a message that more will come soon" without quoting it.
  compareUnsupported: 'Comparing this file type is not supported yet. More file types will come soon.',
  // Ours: spec 000 §5 requires the reason; these are the server's words for the refusals.
  reasonRequired: 'Write the reason the document needs revision.',
  notReviewable: 'Documents of this checklist item are not approved or rejected.',
  ownSide: 'The other side reviews this document.',
  itemChecked: 'The checklist item is checked: its documents can no longer change.',
  approvedCannotBeRemoved: 'An approved document cannot be removed.',
  finalOnlyBl: 'Only B/L documents can be marked final.',
  comparisonOnlyBlOrSi: 'Only B/L and shipping instructions documents can be compared.',
  staffOnly: 'Only staff can do this.',
} as const;
