/** Constants of the collaboration area: spec 000 §9, 001 §9 and DECISIONS.md "Edit window". */

/** Spec 000 §5, §9: at most 2 pinned comments per booking or request. */
export const MAX_PINNED_COMMENTS = 2;

/**
 * DECISIONS.md: document status changes and removals are allowed within `EDIT_WINDOW_MS` of the last change,
 * default 600000 ms when the setting is unset. The server reads the setting and hands it to the rules.
 */
export const DEFAULT_EDIT_WINDOW_MS = 600_000;

/** Ours: the longest comment; the spec names none, and the quote comments already use 5000. */
export const COMMENT_MAX_LENGTH = 5000;

/** Spec 001 §9: the drawer shows 20 at first and 20 more per Show More; one query gives at most 100. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_QUERY_LIMIT = 100;

/** Spec 001 §2.10, §9: the bell shows '500+' above 500. */
export const NOTIFICATION_BADGE_CAP = 500;

/** Ours: activity log page size; the spec loads the whole log, a record may hold thousands of entries. */
export const ACTIVITY_PAGE_SIZE = 50;
