/**
 * Errors of a sheet read that cross from the worker thread to the server as plain messages: a refusal names the
 * limit that was passed (the route answers 400 with it); an unreadable file is no workbook at all (415).
 */
export class SheetRefusal extends Error {}

export class UnreadableSheet extends Error {
  constructor() {
    super('not a readable workbook');
  }
}
