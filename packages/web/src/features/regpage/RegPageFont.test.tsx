import { type RegPage, editorApi, regpagesApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { USER_ANSWER, renderAt, venueData } from '../editor/testing';
import RegPageEditorPage from './RegPageEditorPage';

afterEach(() => vi.unstubAllGlobals());

const link = { label: '', url: '' };
const PAGE: RegPage = {
  eventId: 'ev1',
  version: 2,
  pageCode: 'expo2027',
  htmlTitle: 'Register for Expo 2027',
  language: 'en',
  open: true,
  expired: false,
  startsAt: null,
  dateLine1: '',
  dateLine2: '',
  mainColor: '#1f5fbf',
  labelColor: '#222222',
  font: 'inter',
  headerImageAssetId: null,
  backgroundImageAssetId: null,
  headerImageUrl: null,
  backgroundImageUrl: null,
  mailSubject: 'Your registration',
  mailHtml: '<p>Confirm: {{authurl}}</p>',
  mailText: 'Confirm: {{authurl}}',
  description: '',
  thanksText: '',
  confirmClosedText: '',
  confirmOpenText: '',
  startClosedText: '',
  startOpenText: '',
  expiredText: '',
  submitLabel: 'Register now',
  termsText: '',
  legal: { imprint: link, privacy: link, terms: link, organizer: link },
  updatedAt: '2027-01-01T10:00:00.000Z',
};
const answer = (page: RegPage) => ({
  page,
  registrations: 0,
  registrationLimit: null,
  agenda: [],
  speakers: [],
});

describe('the registration page font', () => {
  it('is picked from the bundled fonts, each named in its own font, previewed and saved', async () => {
    const fake = fakeApi()
      .on(usersApi.me, USER_ANSWER.results)
      .on(regpagesApi.get, answer(PAGE))
      .on(editorApi.getVenue, venueData())
      .on(regpagesApi.update, ({ body }) => answer({ ...PAGE, font: body.font ?? 'inter', version: 3 }));
    renderAt(<RegPageEditorPage />, '/events/regpage/:id', '/events/regpage/ev1', ['/events/list']);

    const select = await screen.findByRole('combobox', { name: 'Font' });
    expect((select as HTMLInputElement).value).toBe('Inter');
    const region = await screen.findByRole('region', { name: 'Preview of the public page' });
    await waitFor(() => expect(region.style.getPropertyValue('--font')).toMatch(/^"Inter"/));

    await userEvent.click(select);
    // The editor's dropdown is still in its opening transition in jsdom (display: none).
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const list = within(document.getElementById(select.getAttribute('aria-controls')!)!);
    const options = list.getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Inter', 'Montserrat', 'Lora', 'Playfair Display']);
    const lora = list.getByRole('option', { name: 'Lora', hidden: true });
    expect(within(lora).getByText('Lora').style.fontFamily).toContain('Lora');
    await userEvent.click(lora);

    expect((select as HTMLInputElement).value).toBe('Lora');
    expect(select.style.fontFamily).toContain('Lora');
    await waitFor(() => expect(region.style.getPropertyValue('--font')).toMatch(/^"Lora", Georgia/));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(regpagesApi.update)).toHaveLength(1));
    expect(fake.calls(regpagesApi.update)[0]?.body).toMatchObject({ font: 'lora', version: 2 });
  }, 30_000);
});
