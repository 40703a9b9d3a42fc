import { type WebcastListResults, assetsApi, usersApi, webcastsApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { matchMediaOf } from '../../../test/media';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { buildWebcast, buildWebcastDetail } from '../testing';
import WebcastsPage from './WebcastsPage';

afterEach(() => vi.unstubAllGlobals());

const LIST: WebcastListResults = {
  webcasts: [
    buildWebcast({
      id: 'wc2',
      name: 'Keynote stage',
      status: 'live',
      liveSince: '2027-03-12T09:00:00.000Z',
      usages: 2,
    }),
    buildWebcast({ id: 'wc1', name: 'Workshop room', status: 'ended', endedAt: '2027-03-11T17:30:00.000Z' }),
  ],
  limit: 4,
  left: 2,
};

/** The page of a business organiser with two webcasts; `setup` changes the answers. */
function render(setup: (fake: FakeApi) => void = () => {}, url = '/webcasts') {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'business', business: true }) })
    .on(webcastsApi.list, LIST);
  setup(fake);
  const rendered = renderAt(<WebcastsPage />, '/webcasts', url, ['/webcasts/:id', '/subscription']);
  return { fake, ...rendered };
}

/** Opens a row's actions menu and chooses an item (jsdom: the dropdown counts as hidden). */
async function chooseAction(name: string, item: string) {
  await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: `Actions: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('WebcastsPage', () => {
  it('lists the webcasts with their state, since when, where used, and the plan’s count', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Webcasts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const live = within(rows[1] as HTMLElement);
    expect(live.getByRole('link', { name: 'Keynote stage' }).getAttribute('href')).toBe('/webcasts/wc2');
    expect(live.getByText('Live')).toBeTruthy();
    expect(live.getByText(/^since .*2027/)).toBeTruthy();
    expect(live.getByText('Used in 2 places')).toBeTruthy();
    const ended = within(rows[2] as HTMLElement);
    expect(ended.getByText('Ended')).toBeTruthy();
    expect(ended.getByText('Not used yet')).toBeTruthy();
    expect(screen.getByText('2 of 4 webcasts of your plan in use')).toBeTruthy();
    const meter = screen.getByRole('progressbar', { name: "Webcasts: share of your plan's limit in use" });
    expect(meter.getAttribute('aria-valuetext')).toBe('2 of 4 in use');
  });

  it('shows cards instead of the table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = matchMediaOf(() => true);
    try {
      render();
      const list = await screen.findByRole('list', { name: 'Webcasts' });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0] as HTMLElement).getByText('Live')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Actions: Workshop room' })).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('explains what a webcast is when there is none, and offers to make one', async () => {
    render((f) => f.on(webcastsApi.list, { webcasts: [], limit: 1, left: 1 }));
    expect(await screen.findByRole('heading', { name: 'No webcasts yet' })).toBeTruthy();
    expect(screen.getByText(/visitors watch it in an auditorium/)).toBeTruthy();
    expect(screen.getByText('In the event editor, choose it for a talk in an auditorium.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New webcast' })).toHaveLength(2);
  });

  it('makes a webcast from its name and opens its page', async () => {
    const { fake, router } = render((f) =>
      f.on(webcastsApi.create, ({ body }) => ({
        webcast: buildWebcastDetail({ id: 'wc9', name: body.name }),
      })),
    );
    await screen.findByRole('table', { name: 'Webcasts' });
    await userEvent.click(screen.getByRole('button', { name: 'New webcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webcast' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webcast' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(fake.calls(webcastsApi.create)).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Panel stream');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webcast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webcasts/wc9'));
    expect(fake.calls(webcastsApi.create).map((c) => c.body)).toEqual([{ name: 'Panel stream' }]);
    expect(await screen.findByText('Webcast “Panel stream” created.')).toBeTruthy();
  });

  it('says when the plan has no limit, without a meter, and always offers the form', async () => {
    render((f) => f.on(webcastsApi.list, { webcasts: [buildWebcast()], limit: null, left: null }));
    expect(await screen.findByText('1 webcast — your plan has no limit')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New webcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webcast' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('opens the upgrade prompt instead of the form at the plan’s limit', async () => {
    const { fake } = render((f) =>
      f
        .on(usersApi.me, { data: buildUser() })
        .on(webcastsApi.list, { webcasts: [buildWebcast()], limit: 1, left: 0 }),
    );
    expect(await screen.findByText('1 of 1 webcasts of your plan in use')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New webcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webcast' });
    expect(within(dialog).getByText('Your plan’s webcasts are used up')).toBeTruthy();
    expect(within(dialog).getByText(/includes 1 webcast, and it exists already/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/subscription?plan=starter',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(fake.calls(webcastsApi.create)).toHaveLength(0);
  });

  it('switches to the upgrade prompt when the server refuses with PREMIUM_REQUIRED', async () => {
    render((f) => f.on(webcastsApi.create, { errorKey: 'PREMIUM_REQUIRED' }));
    await screen.findByRole('table', { name: 'Webcasts' });
    await userEvent.click(screen.getByRole('button', { name: 'New webcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webcast' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'One too many');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create webcast' }));
    expect(await within(dialog).findByText('Your plan’s webcasts are used up')).toBeTruthy();
  });

  it('opens the dialog at once from the media library’s "New webcast" (?new=1)', async () => {
    render(undefined, '/webcasts?new=1');
    expect(await screen.findByRole('dialog', { name: 'New webcast' })).toBeTruthy();
  });

  it('renames a webcast through the asset it is', async () => {
    const { fake } = render((f) =>
      f.on(assetsApi.update, ({ params, body }) => ({
        asset: {
          id: params.id,
          kind: 'webcast' as const,
          origin: 'custom' as const,
          name: body.name ?? '',
          type: 'application/vnd.apple.mpegurl',
          size: 0,
          url: '',
          originalUrl: '',
          createdAt: '2027-02-01T10:00:00.000Z',
          version: 1,
        },
      })),
    );
    await screen.findByRole('table', { name: 'Webcasts' });
    await chooseAction('Workshop room', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename webcast' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Workshop A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls(assetsApi.update)).toEqual([
        { params: { id: 'wc1' }, query: {}, body: { name: 'Workshop A' } },
      ]),
    );
    expect(await screen.findByText('Renamed to “Workshop A”.')).toBeTruthy();
  });

  it('asks before deleting, and says where a webcast in use is used when the server refuses', async () => {
    const { fake } = render((f) =>
      f.on(assetsApi.remove, {
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: { usages: [{ type: 'event.venue', id: 'ev1', label: 'Expo 2027' }] },
      }),
    );
    await screen.findByRole('table', { name: 'Webcasts' });
    await chooseAction('Keynote stage', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webcast?' });
    expect(within(confirm).getByText(/“Keynote stage” and its stream key will be deleted/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const usages = await screen.findByRole('dialog', { name: 'Still in use' });
    expect(within(usages).getByText('Keynote stage')).toBeTruthy();
    expect(within(usages).getByText('Expo 2027')).toBeTruthy();
    expect(within(usages).getByText('(Event venue)')).toBeTruthy();
    expect(fake.calls(assetsApi.remove).map((c) => c.params)).toEqual([{ id: 'wc2' }]);
  });

  it('deletes an unused webcast after the confirmation and lists again', async () => {
    const { fake } = render((f) => f.on(assetsApi.remove, {}));
    await screen.findByRole('table', { name: 'Webcasts' });
    await chooseAction('Workshop room', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webcast?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Workshop room” has been deleted.')).toBeTruthy();
    expect(fake.calls(assetsApi.remove).map((c) => c.params)).toEqual([{ id: 'wc1' }]);
    await waitFor(() => expect(fake.calls(webcastsApi.list).length).toBeGreaterThan(1));
  });
});
