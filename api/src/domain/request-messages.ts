/**
 * What a refusal of the request itself says, before any form is read: too large, not JSON, a
 * failure on our side. Shared by REST and GraphQL uploads, and worded in Spanish for a request
 * that asks for it (`?locale=es`), like every other message an applicant can meet.
 */
export const requestMessages = {
  tooLarge: 'The request is too large.',
  notJson: 'The request body is not valid JSON.',
  unsupportedEncoding: 'The request uses an unsupported encoding.',
  unreadable: 'The request could not be read.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
