export { ActivityLog, type ActivityLogProps } from './activity-log.tsx';
export { RecordActivityLog } from './record-activity-log.tsx';
export { PinnedCommentList, PinnedComments, usePinnedComments } from './pinned-comments.tsx';
export type { LogPage, LogSource } from './log-source.ts';
