/** Quote words quoted from spec 001 (§2.6, §2.7, §8). */
export const QUOTE_MESSAGES = {
  notFound:
    'Quote that you are trying to get cannot be found. Please try going back to quotes page and selecting the quote form there.',
  noQuoteWithId: 'There is no quote with this ID',
  noQuotesForCriteria: 'There are no quotes with booking request criteria.',
  timeout: 'The API timed out trying to fetch quotes. Please try again.',
  serverError: 'Our system could not answer your request at the moment. Please try again.',
  otherError: 'Whoops our system is experiencing difficulties at the moment. Please try again.',
  specialRequestTitle: 'Special Quote Request',
  specialRequestBody: 'This quote is available via email only. Press Send Email to proceed.',
  cancel: 'Cancel',
  sendEmail: 'Send Email',
  assigned: 'Saved user successfully!',
  assignFailed: (error: string) => `There was an error ${error}`,
  offerLoginFirst: 'Log in first to claim special offer.',
} as const;
