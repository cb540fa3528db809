/**
 * Files a user has uploaded for a booking request not yet submitted. They wait on the server until the request
 * is sent or swept after a day, so each user may keep only so many at once.
 */
export const STAGED_UPLOAD_QUOTA = { maxFiles: 30, maxBytes: 200 * 1024 * 1024 } as const;

export const STAGED_UPLOAD_MESSAGES = {
  tooManyFiles: `You have ${STAGED_UPLOAD_QUOTA.maxFiles} uploaded files waiting for a booking request. Submit the request or remove some files first.`,
  tooManyBytes: `Your uploaded files waiting for a booking request would pass ${STAGED_UPLOAD_QUOTA.maxBytes / (1024 * 1024)} MB. Submit the request or remove some files first.`,
  oneFileAtATime: 'Upload one file at a time.',
} as const;
