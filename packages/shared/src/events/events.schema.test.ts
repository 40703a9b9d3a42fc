import { describe, expect, it } from 'vitest';
import { LinkTarget } from '../venue/venue.schema.js';
import { EventSettingsRequest, KickstarterRequest, isPageCode } from './events.schema.js';

const kick = {
  name: 'Expo',
  eventType: 'tradeFair',
  videoPresentations: false,
  booths: true,
  boothCount: 2,
  themeId: 'modern',
};

describe('KickstarterRequest', () => {
  it('takes a date or "not sure yet" and 0..20 booths', () => {
    expect(KickstarterRequest.parse(kick).date).toBeNull();
    expect(KickstarterRequest.parse({ ...kick, date: '2027-05-04' }).date).toBe('2027-05-04');
    expect(KickstarterRequest.safeParse({ ...kick, date: '2027-13-01' }).success).toBe(false);
    expect(KickstarterRequest.safeParse({ ...kick, boothCount: 21 }).success).toBe(false);
    expect(KickstarterRequest.safeParse({ ...kick, booths: true, boothCount: 0 }).success).toBe(false);
    expect(KickstarterRequest.safeParse({ ...kick, booths: false, boothCount: 0 }).success).toBe(true);
    expect(KickstarterRequest.safeParse({ ...kick, name: ' ' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });
});

describe('EventSettingsRequest', () => {
  it('needs the version and checks colours, links, email and page code', () => {
    expect(EventSettingsRequest.safeParse({ open: true }).success).toBe(false);
    expect(EventSettingsRequest.safeParse({ version: 1, open: true }).success).toBe(true);
    for (const bad of [
      { mainColor: '#12345' },
      { logoLink: 'ftp://x' },
      { helpEmail: 'x@' },
      { pageCode: 'AB' },
      { logoAssetId: 'x' },
    ])
      expect(EventSettingsRequest.safeParse({ version: 1, ...bad }).success, JSON.stringify(bad)).toBe(false);
    expect(
      EventSettingsRequest.parse({ version: 1, logoAssetId: null, helpEmail: 'A@B.com' }).helpEmail,
    ).toBe('a@b.com');
  });
});

describe('page codes and link targets', () => {
  it('accepts [a-z0-9-]{4,40} page codes only', () => {
    expect(isPageCode('expo-2027')).toBe(true);
    expect(isPageCode('abc')).toBe(false);
    expect(isPageCode('Expo')).toBe(false);
  });

  it('requires each target kind to carry what it points at', () => {
    expect(LinkTarget.safeParse({ kind: 'room' }).success).toBe(false);
    expect(LinkTarget.safeParse({ kind: 'room', elementId: 'hall' }).success).toBe(true);
    expect(LinkTarget.safeParse({ kind: 'video', assetId: 'not-a-uuid' }).success).toBe(false);
    expect(LinkTarget.safeParse({ kind: 'link', url: 'https://example.com' }).data).toEqual({
      kind: 'link',
      url: 'https://example.com',
      newTab: true,
    });
    expect(LinkTarget.safeParse({ kind: 'none', url: 'https://example.com' }).success).toBe(false);
  });
});
