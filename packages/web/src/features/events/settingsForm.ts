import { type Event, EventSettingsRequest } from '@foyer/shared';
import { z } from 'zod';

const fields = EventSettingsRequest.shape;
/** An emptied optional field is sent as null ("none"), not as an invalid empty string. */
const emptyToNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema);

/**
 * The settings form (general and design, spec §3 Event): the rules of EventSettingsRequest, with
 * name, title line 1 and the two colours required on this screen.
 */
export const EventSettingsForm = z.object({
  name: fields.name.unwrap(),
  title1: fields.title1.unwrap(),
  title2: fields.title2,
  mainColor: fields.mainColor.unwrap(),
  textColor: fields.textColor.unwrap(),
  logoAssetId: emptyToNull(fields.logoAssetId),
  logoLink: emptyToNull(fields.logoLink),
  helpEmail: emptyToNull(fields.helpEmail),
  helpBoothId: emptyToNull(fields.helpBoothId),
  startRoomId: emptyToNull(fields.startRoomId),
  allowChatVideo: z.boolean(),
  open: z.boolean(),
  frameAncestors: fields.frameAncestors.unwrap(),
  timeZone: fields.timeZone.unwrap(),
});

/** What the form holds: strings ('' = none) and switches. */
export type EventSettingsValues = {
  name: string;
  title1: string;
  title2: string;
  mainColor: string;
  textColor: string;
  logoAssetId: string;
  logoLink: string;
  helpEmail: string;
  helpBoothId: string;
  startRoomId: string;
  allowChatVideo: boolean;
  open: boolean;
  /** Origins that may embed the registration page and venue. */
  frameAncestors: string[];
  /** IANA zone every date and time of the event is entered and shown in. */
  timeZone: string;
};

export type SettingsField = keyof EventSettingsValues;
export const SETTINGS_FIELDS = Object.keys(EventSettingsForm.shape) as SettingsField[];

/** The form's values for a loaded event. */
export function settingsValuesOf(event: Event): EventSettingsValues {
  return {
    name: event.name,
    title1: event.title1,
    title2: event.title2 ?? '',
    mainColor: event.mainColor,
    textColor: event.textColor,
    logoAssetId: event.logoAssetId ?? '',
    logoLink: event.logoLink ?? '',
    helpEmail: event.helpEmail ?? '',
    helpBoothId: event.helpBoothId ?? '',
    startRoomId: event.startRoomId ?? '',
    allowChatVideo: event.allowChatVideo,
    open: event.open,
    frameAncestors: [...event.frameAncestors],
    timeZone: event.timeZone,
  };
}

/** The body of PUT events/{id}/settings: the changed fields (parsed) and the version the form was loaded with. */
export function settingsRequestOf(
  parsed: z.output<typeof EventSettingsForm>,
  dirty: Partial<Record<SettingsField, unknown>>,
  version: number,
): EventSettingsRequest {
  const body: Record<string, unknown> = { version };
  for (const field of SETTINGS_FIELDS) if (dirty[field]) body[field] = parsed[field];
  return body as EventSettingsRequest;
}
