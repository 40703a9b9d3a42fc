import type { ProfileItem, PublicRegPageResults } from '@foyer/shared';

const link = { label: '', url: '' };

/** A profile field with the schema's defaults. */
export function buildItem(
  overrides: Partial<ProfileItem> & Pick<ProfileItem, 'id' | 'type' | 'label'>,
): ProfileItem {
  return {
    kind: 'PROFILE_ITEM',
    options: [],
    hidden: false,
    visible: true,
    readonly: false,
    share: false,
    required: false,
    urlTemplate: null,
    ...overrides,
  };
}

/** A public page answer (open, English, one field of each type) with overrides. */
export function buildPublicPage(
  overrides: {
    state?: PublicRegPageResults['state'];
    page?: Partial<PublicRegPageResults['page']>;
    fields?: ProfileItem[];
    eventOpen?: boolean;
    agenda?: PublicRegPageResults['agenda'];
    speakers?: string[];
  } = {},
): PublicRegPageResults {
  return {
    state: overrides.state ?? 'open',
    page: {
      pageCode: 'summer-expo',
      htmlTitle: 'Summer Expo – register',
      language: 'en',
      open: true,
      expired: false,
      startsAt: '2031-06-01T08:00:00.000Z',
      dateLine1: '1 June 2031',
      dateLine2: '10:00 – 17:00',
      mainColor: '#0b3d91',
      labelColor: '#0b3d91',
      font: 'lora',
      headerImageAssetId: null,
      backgroundImageAssetId: null,
      description: '<p>Meet the makers.</p>',
      thanksText: '<p>See you in June!</p>',
      confirmClosedText: '<p>Confirmed, doors open soon.</p>',
      confirmOpenText: '<p>Confirmed, come in.</p>',
      startClosedText: '<p>Registration opens on 1 May.</p>',
      startOpenText: '<p>The event is running, registration is closed.</p>',
      expiredText: '<p>This event is over.</p>',
      submitLabel: 'Sign me up',
      termsText: '<p>I accept the <a href="https://acme.test/terms">terms</a>.</p>',
      legal: {
        imprint: { label: 'Imprint', url: 'https://acme.test/imprint' },
        privacy: { label: 'Privacy', url: 'https://acme.test/privacy' },
        terms: link,
        organizer: link,
      },
      eventId: 'e1',
      headerImageUrl: '/files/header.jpg',
      backgroundImageUrl: null,
      ...overrides.page,
    },
    event: {
      title1: 'Summer Expo',
      title2: 'Makers and doers',
      mainColor: '#0b3d91',
      textColor: '#ffffff',
      logoUrl: '/files/logo.png',
      open: overrides.eventOpen ?? false,
      timeZone: 'Europe/Berlin',
    },
    fields: overrides.fields ?? [
      buildItem({
        id: 'company',
        type: 'textfield',
        label: 'Company',
        required: true,
        title: 'Where you work',
        header: 'About you',
        placeholder: 'Acme Ltd',
      }),
      buildItem({ id: 'site', type: 'link', label: 'Website' }),
      buildItem({
        id: 'role',
        type: 'select',
        label: 'Role',
        options: [
          { value: 'Buyer', selected: false },
          { value: 'Seller', selected: true },
        ],
      }),
      buildItem({
        id: 'topics',
        type: 'checkboxes',
        label: 'Topics',
        options: [
          { value: 'Wood', selected: true },
          { value: 'Metal', selected: false },
        ],
      }),
      buildItem({
        id: 'news',
        type: 'checkbox',
        label: 'Send me news',
        options: [{ value: 'yes', selected: false }],
      }),
      buildItem({ id: 'cv', type: 'file', label: 'Portfolio' }),
    ],
    agenda: overrides.agenda ?? [],
    speakers: overrides.speakers ?? [],
  };
}
