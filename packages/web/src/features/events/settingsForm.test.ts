import type { Event } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { EventSettingsForm, settingsRequestOf, settingsValuesOf } from './settingsForm';

const event: Event = {
  id: '8f0f5a3e-0d7e-4b8e-9a59-3f1c2b7d1a10',
  name: 'Summit',
  title1: 'Foyer Summit',
  title2: '',
  mainColor: '#1f5fbf',
  textColor: '#ffffff',
  logoAssetId: null,
  logoUrl: null,
  logoLink: null,
  helpEmail: null,
  helpBoothId: null,
  startRoomId: 'room-hall',
  allowChatVideo: false,
  open: false,
  frameAncestors: [],
  timeZone: 'Europe/Berlin',
  lastUpdate: '2026-11-01T10:00:00.000Z',
  pageCode: 'summit01',
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
};

const errorsOf = (values: unknown) => {
  const result = EventSettingsForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('event settings form', () => {
  it('accepts the values of a loaded event and turns empty optional fields into null', () => {
    const parsed = EventSettingsForm.parse(settingsValuesOf(event));
    expect(parsed.logoLink).toBeNull();
    expect(parsed.helpEmail).toBeNull();
    expect(parsed.helpBoothId).toBeNull();
    expect(parsed.startRoomId).toBe('room-hall');
  });

  it('requires a hex colour for the main and the text colour', () => {
    const values = { ...settingsValuesOf(event), mainColor: 'blue', textColor: '#12345' };
    expect(errorsOf(values)).toMatchObject({
      mainColor: 'validation.hexColor',
      textColor: 'validation.hexColor',
    });
    expect(errorsOf({ ...values, mainColor: '#AbCdEf', textColor: '#fff' })).toEqual({});
  });

  it('requires the name and title line 1, and checks the email and the logo link', () => {
    const values = {
      ...settingsValuesOf(event),
      name: ' ',
      title1: '',
      helpEmail: 'not-an-email',
      logoLink: 'example',
    };
    expect(errorsOf(values)).toEqual({
      name: 'validation.required',
      title1: 'validation.required',
      helpEmail: 'validation.email',
      logoLink: 'validation.link',
    });
  });

  it('takes https origins as the websites that may embed the event, and names a bad one', () => {
    const values = {
      ...settingsValuesOf(event),
      frameAncestors: ['https://www.example.com', 'www.example.org', 'https://shop.example.com/embed'],
    };
    expect(errorsOf(values)).toEqual({
      'frameAncestors.1': 'validation.origin',
      'frameAncestors.2': 'validation.origin',
    });
    const parsed = EventSettingsForm.parse({ ...values, frameAncestors: ['https://Shop.Example.com:8443/'] });
    expect(settingsRequestOf(parsed, { frameAncestors: [true] }, event.version)).toEqual({
      version: 3,
      frameAncestors: ['https://shop.example.com:8443'],
    });
  });

  it('holds the event’s time zone, refuses one that is not an IANA zone and sends a changed one', () => {
    expect(settingsValuesOf(event).timeZone).toBe('Europe/Berlin');
    expect(errorsOf({ ...settingsValuesOf(event), timeZone: 'UTC+1' })).toEqual({
      timeZone: 'validation.invalid',
    });
    const parsed = EventSettingsForm.parse({ ...settingsValuesOf(event), timeZone: 'America/New_York' });
    expect(settingsRequestOf(parsed, { timeZone: true }, event.version)).toEqual({
      version: 3,
      timeZone: 'America/New_York',
    });
  });

  it('sends only the changed fields with the version the form was loaded with', () => {
    const parsed = EventSettingsForm.parse({
      ...settingsValuesOf(event),
      mainColor: '#000000',
      logoLink: '',
    });
    expect(settingsRequestOf(parsed, { mainColor: true, logoLink: true }, event.version)).toEqual({
      version: 3,
      mainColor: '#000000',
      logoLink: null,
    });
  });
});
