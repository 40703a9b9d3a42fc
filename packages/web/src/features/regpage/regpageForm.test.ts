import type { RegPage } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './MailSection';
import { RegPageForm, isSixteenByNine, regPageRequestOf, regPageValuesOf } from './regpageForm';

const PAGE = {
  eventId: 'ev1',
  version: 2,
  pageCode: 'expo2027',
  htmlTitle: 'Expo',
  language: 'de',
  open: true,
  expired: false,
  startsAt: null,
  dateLine1: '',
  dateLine2: '',
  mainColor: '#112233',
  labelColor: '#445566',
  font: 'montserrat',
  headerImageAssetId: null,
  backgroundImageAssetId: null,
  headerImageUrl: 'https://cdn.example.com/h.jpg',
  backgroundImageUrl: null,
  mailSubject: 'Hi',
  mailHtml: '<p>{{authurl}}</p>',
  mailText: '{{AUTHURL}}',
  description: '',
  thanksText: '',
  confirmClosedText: '',
  confirmOpenText: '',
  startClosedText: '',
  startOpenText: '',
  expiredText: '',
  submitLabel: 'Go',
  termsText: '',
  legal: {
    imprint: { label: '', url: '' },
    privacy: { label: '', url: '' },
    terms: { label: '', url: '' },
    organizer: { label: '', url: '' },
  },
  updatedAt: '2027-01-01T00:00:00.000Z',
} satisfies RegPage;

describe('regpageForm', () => {
  it('keeps only the editable fields, so the strict schema accepts a saved page', () => {
    const values = regPageValuesOf(PAGE);
    expect(values).not.toHaveProperty('eventId');
    expect(values).not.toHaveProperty('headerImageUrl');
    expect(RegPageForm.safeParse(values).success).toBe(true);
    expect(regPageRequestOf(values, 2)).toMatchObject({ version: 2, pageCode: 'expo2027' });
  });

  it('refuses mail bodies without {{authurl}} with the shared message', () => {
    const result = RegPageForm.safeParse({ ...regPageValuesOf(PAGE), mailHtml: '<p>Hi</p>', mailText: 'Hi' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['mailHtml', 'validation.authUrl'],
      ['mailText', 'validation.authUrl'],
    ]);
  });

  it('refuses a legal link with a label and no address', () => {
    const values = regPageValuesOf(PAGE);
    values.legal.imprint = { label: 'Imprint', url: '' };
    const result = RegPageForm.safeParse(values);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['legal.imprint.url']);
  });

  it('accepts 16:9 within 1 % and nothing else', () => {
    expect(isSixteenByNine(1600, 900)).toBe(true);
    expect(isSixteenByNine(1920, 1085)).toBe(true);
    expect(isSixteenByNine(1600, 1200)).toBe(false);
    expect(isSixteenByNine(900, 900)).toBe(false);
    expect(isSixteenByNine(null, null)).toBe(true);
  });

  it('inserts at the selection, replacing it, or at the end', () => {
    expect(insertAtSelection('Dear , hi', '{{firstname}}', 5, 5)).toEqual({
      value: 'Dear {{firstname}}, hi',
      caret: 18,
    });
    expect(insertAtSelection('Dear you', 'X', 5, 8)).toEqual({ value: 'Dear X', caret: 6 });
    expect(insertAtSelection('abc', 'X', null, null)).toEqual({ value: 'abcX', caret: 4 });
  });
});
