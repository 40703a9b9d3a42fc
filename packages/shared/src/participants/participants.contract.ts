import { z } from 'zod';
import { EmptyResults } from '../api.js';
import { FILE, endpoints } from '../contract.js';
import {
  ParticipantExportQuery,
  ParticipantListQuery,
  ParticipantListResults,
} from '../regpages/regpage.schema.js';

const IdParams = z.object({ id: z.string() });

/** participants*, answer-files/{id}: the tenant's participants, their export and their answer files. */
export const participantsApi = endpoints('participants', {
  list: {
    method: 'GET',
    path: '/participants',
    summary: "List the account's participants",
    description:
      "One page of the tenant's participants, optionally of one event (another tenant's: 404), searched in email and names, sorted, with the total. With eventId also the event's profile fields, whose labels name the answers.",
    access: 'user',
    query: ParticipantListQuery,
    results: ParticipantListResults,
    errors: ['NOT_FOUND'],
  },
  export: {
    method: 'GET',
    path: '/participants/export',
    summary: "Export an event's participants",
    description:
      "The event's participants with every profile-field answer as a column (a file field's column shows the file's name): CSV (RFC 4180, UTF-8 with BOM) or XLSX, as an attachment. Cells starting with = + - @ are quoted against formula injection. Unknown or another tenant's event: 404.",
    access: 'user',
    query: ParticipantExportQuery,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
  answerFile: {
    method: 'GET',
    path: '/answer-files/:id',
    alsoAt: '/participants/files/:id',
    summary: "Download a participant's answer file",
    description:
      "A participant's answer file (a `file` profile field) as an attachment with its name. Unknown, unclaimed or another tenant's: 404.",
    access: 'user',
    params: IdParams,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
  resend: {
    method: 'POST',
    path: '/participants/:id/resend',
    summary: 'Send a participant a new personal link',
    description:
      "Mails the participant a new personal link (the earlier ones keep working, up to the newest five). Unknown or another tenant's participant: 404. Rate limited, and per recipient address (RATE_LIMITED).",
    access: 'user',
    params: IdParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
  remove: {
    method: 'DELETE',
    path: '/participants/:id',
    summary: 'Remove a participant',
    description:
      "Removes a participant with their answer files; their open venue sessions end. Unknown or another tenant's participant: 404.",
    access: 'user',
    params: IdParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
});
