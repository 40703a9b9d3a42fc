import type { RequestError } from '../realtime';

/** The text key of a refusal: the ones that say something of the staff member, else as in any chat. */
export const directErrorKey = (error: RequestError) =>
  error === 'NOT_FOUND' || error === 'FORBIDDEN'
    ? `visitDirect.errors.${error}`
    : `visitChat.errors.${error}`;
