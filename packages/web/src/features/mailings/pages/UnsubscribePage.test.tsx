import { type UnsubscribeInfoResults, mailingsApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import UnsubscribePage from './UnsubscribePage';

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

const INFO: UnsubscribeInfoResults = {
  email: 'g***@example.com',
  eventTitle: 'Expo 2027',
  language: 'en',
  isUnsubscribed: false,
};

/** The page of a link, without a session; `setup` changes the answers. */
const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi({ token: null }).on(mailingsApi.unsubscribeInfo, INFO).on(mailingsApi.unsubscribe, {});
  setup(fake);
  const rendered = renderAt(<UnsubscribePage />, '/unsubscribe/:token', '/unsubscribe/tok.sig', ['/404']);
  return { fake, ...rendered };
};

describe('UnsubscribePage', () => {
  it('names the address and the event, and unsubscribes with one button', async () => {
    const { fake } = render();
    expect(
      await screen.findByText('Unsubscribe g***@example.com from the mailings about “Expo 2027”?'),
    ).toBeTruthy();
    expect(fake.calls(mailingsApi.unsubscribeInfo).map((c) => c.params)).toEqual([{ token: 'tok.sig' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed.' })).toBeTruthy();
    expect(
      screen.getByText('g***@example.com gets no more mailings from the organiser of “Expo 2027”.'),
    ).toBeTruthy();
    expect(fake.calls(mailingsApi.unsubscribe).map((c) => c.params)).toEqual([{ token: 'tok.sig' }]);
  });

  it('says so when the address is unsubscribed already, without a button', async () => {
    const { fake } = render((f) => f.on(mailingsApi.unsubscribeInfo, { ...INFO, isUnsubscribed: true }));
    expect(await screen.findByRole('heading', { name: 'You are already unsubscribed.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(fake.calls(mailingsApi.unsubscribe)).toHaveLength(0);
  });

  it('speaks the language of the event page', async () => {
    render((f) => f.on(mailingsApi.unsubscribeInfo, { ...INFO, language: 'de' }));
    expect(
      await screen.findByText('g***@example.com von den Mailings zu „Expo 2027“ abmelden?'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('says clearly that an unknown link is not valid, and stays on the page', async () => {
    const { router } = render((f) => f.on(mailingsApi.unsubscribeInfo, { errorKey: 'NOT_FOUND' }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe/tok.sig'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
