import {
  type Mailing,
  MailingFields,
  type MailingRecipientsRequest,
  type MailingSegment,
  type Plan,
} from '@foyer/shared';
import type { z } from 'zod';

/**
 * The mailing form: the shared fields' rules, every field present (the form always holds them all).
 * `text` null = made from the html by the server.
 */
export const MailingForm = MailingFields.required();
export type MailingValues = z.output<typeof MailingForm>;

/** A new mailing: everything empty, to all participants of the chosen events. */
export const EMPTY_MAILING: MailingValues = {
  name: '',
  subject: '',
  html: '',
  text: null,
  eventIds: [],
  segment: { kind: 'all' },
  trackClicks: true,
};

/** The form's values of a saved mailing: its plain text only when its author wrote it. */
export function mailingValuesOf(mailing: Mailing): MailingValues {
  return {
    name: mailing.name,
    subject: mailing.subject,
    html: mailing.html,
    text: mailing.textIsCustom ? mailing.text : null,
    eventIds: mailing.eventIds,
    segment: mailing.segment,
    trackClicks: mailing.trackClicks,
  };
}

/** The form fields a VALIDATION_FAILED answer may name. */
export const MAILING_FIELD_PATHS = [
  'name',
  'subject',
  'html',
  'text',
  'eventIds',
  'segment.label',
  'segment.value',
  'trackClicks',
] as const;

/** The segments in the order the editor offers them. */
export const SEGMENT_KINDS: readonly MailingSegment['kind'][] = ['all', 'confirmed', 'unconfirmed', 'answer'];

/** The segment of a kind, keeping an answer's label and value when it stays an answer. */
export function segmentOf(kind: MailingSegment['kind'], current: MailingSegment): MailingSegment {
  if (kind !== 'answer') return { kind };
  return current.kind === 'answer' ? current : { kind: 'answer', label: '', value: '' };
}

/**
 * The recipients request of the chosen events and segment, or null while it cannot be counted yet
 * (no event, or an answer segment without its label or value).
 */
export function recipientsRequestOf(
  eventIds: readonly string[],
  segment: MailingSegment,
): MailingRecipientsRequest | null {
  if (eventIds.length === 0) return null;
  if (segment.kind === 'answer') {
    const label = segment.label.trim();
    const value = segment.value.trim();
    if (!label || !value) return null;
    return { eventIds: [...eventIds], segment: { kind: 'answer', label, value } };
  }
  return { eventIds: [...eventIds], segment };
}

/** Spec §6: only subscribed users may send mailings (and tests); drafts are written on every plan. */
export function canSendMailings(plan: Plan): boolean {
  return plan !== 'free';
}
