import { z } from 'zod';
import { FILE, endpoints } from '../contract.js';
import {
  AnswerFileUploadResults,
  PublicConfirmRequest,
  PublicConfirmResults,
  PublicRegPageResults,
  PublicRegisterRequest,
  PublicRegisterResults,
} from '../regpages/regpage.schema.js';

/** The path parameters of a registration page's calls: its page code. */
const PageCodeParams = z.object({ pageCode: z.string().max(200) });

/** public/regpage/*: visitors register for an event on its registration page (no session). */
export const registrationsApi = endpoints('registrations', {
  page: {
    method: 'GET',
    path: '/public/regpage/:pageCode',
    summary: 'Get a registration page',
    description:
      "A registration page as visitors see it: state (open, closed, expired, full), its texts (sanitised html), the event's look and the profile fields to fill in. Unknown page code: 404.",
    access: 'public',
    params: PageCodeParams,
    results: PublicRegPageResults,
    errors: ['NOT_FOUND'],
  },
  register: {
    method: 'POST',
    path: '/public/regpage/:pageCode/register',
    summary: 'Register for an event',
    description:
      "Registers a visitor and mails the personal link (an address registered already gets a new link: status resent). REGISTRATION_CLOSED (page closed or expired), REGISTRATION_FULL (the plan's registrations per event reached); field errors: termsAccepted (validation.agreement), answers.<id> (an answer that does not fit its field; a file answer that is not an unclaimed upload to this event). Rate limited per network address and per email address (submits a minute; registration mails an hour, 429 RATE_LIMITED beyond); bodies over 16 KiB: 413. Unknown page code: 404.",
    access: 'public',
    params: PageCodeParams,
    body: PublicRegisterRequest,
    results: PublicRegisterResults,
    errors: ['REGISTRATION_CLOSED', 'REGISTRATION_FULL', 'NOT_FOUND'],
  },
  uploadFile: {
    method: 'POST',
    path: '/public/regpage/:pageCode/files',
    summary: "Upload the file of a registration's file field",
    description:
      "Uploads the file of a `file` profile field (multipart field `file`, one file): PDF, JPEG or PNG by content (else 415), at most 10 MiB (else 413), only while the page is open (REGISTRATION_CLOSED, REGISTRATION_FULL). Answers the id to send as the field's answer; the file is private (organisers download it). Rate limited per network address. Unknown page code: 404.",
    access: 'public',
    params: PageCodeParams,
    upload: true,
    results: AnswerFileUploadResults,
    errors: ['REGISTRATION_CLOSED', 'REGISTRATION_FULL', 'NOT_FOUND'],
  },
  confirm: {
    method: 'POST',
    path: '/public/regpage/confirm',
    summary: 'Confirm a registration',
    description:
      "Confirms the participant of a mail link (again: no change) and answers the confirmation text for the event's open or closed state. A bad link: EMAIL_CONFIRMATION_TOKEN_IS_INVALID. Rate limited per network address.",
    access: 'public',
    body: PublicConfirmRequest,
    results: PublicConfirmResults,
    errors: ['EMAIL_CONFIRMATION_TOKEN_IS_INVALID'],
  },
  calendar: {
    method: 'GET',
    path: '/public/regpage/:pageCode/calendar.ics',
    summary: "Download an event's calendar file",
    description: "The event's start as an iCalendar file. Unknown page or no start time: 404.",
    access: 'public',
    params: PageCodeParams,
    results: FILE,
    errors: ['NOT_FOUND'],
  },
});
