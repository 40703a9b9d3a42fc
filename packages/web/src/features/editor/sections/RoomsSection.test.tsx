import { type SharedRoomOffer, type User, editorApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { buildUser } from '../../users/testing';
import { EditorPage } from '../EditorPage';
import { LENDER, USER, renderAt, sharedVenueData, venueData } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const BUSINESS = { data: buildUser({ plan: 'business', premium: true, business: true, events: 3 }) };

const USED: SharedRoomOffer = {
  eventId: LENDER.eventId,
  eventName: 'Spring fair',
  roomId: LENDER.roomId,
  kind: 'HALL',
  title: 'Sponsor lounge',
  designId: 'hall-atrium',
  isUsedHere: true,
};
const FREE: SharedRoomOffer = {
  eventId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  eventName: 'Autumn expo',
  roomId: '3c2b1a09-8f7e-4d6c-9b5a-4a39281706f5',
  kind: 'THEATRE',
  title: 'Keynote stage',
  designId: 'theatre-amphi',
  isUsedHere: false,
};

/** The editor of ev1 at `query` for `user`; `answer` adds to the fake API's answers. */
function renderRooms(query: string, user: { data: User }, answer: (fake: FakeApi) => void = () => {}) {
  const fake = fakeApi().on(usersApi.me, user).on(editorApi.getVenue, venueData());
  answer(fake);
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  const { router } = renderAt(<EditorPage />, '/events/edit/:id', `/events/edit/ev1${query}`);
  return { fake, router };
}

async function openSharedRoomDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add room' }));
  const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Shared room from another event…' }));
  return screen.findByRole('dialog', { name: 'Add a shared room' });
}

describe('RoomsSection shared rooms', () => {
  it('lists the shared rooms of other events, disables the one shown already, and adds the chosen one', async () => {
    const after = venueData();
    after.venue.rooms.push({
      id: 'new-shared',
      kind: 'THEATRE',
      designId: 'theatre-amphi',
      title: 'Keynote stage',
      target: { kind: 'none' },
      nextRoomId: null,
      logoAssetId: null,
      color: null,
      shared: true,
      elements: [],
    });
    after.versions['new-shared'] = 1;
    after.sharing.borrowed['new-shared'] = {
      eventId: FREE.eventId,
      eventName: 'Autumn expo',
      roomId: FREE.roomId,
    };
    const { fake, router } = renderRooms('?section=rooms', BUSINESS, (f) =>
      f
        .on(editorApi.getVenue, venueData(), after)
        .on(editorApi.listSharedRooms, { rooms: [USED, FREE] })
        .on(editorApi.addSharedRoom, { element: after.venue.rooms[2]!, version: 1 }),
    );
    const dialog = await openSharedRoomDialog();

    const used = await within(dialog).findByRole('button', { name: /Sponsor lounge.*Already in this venue/ });
    expect(used).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Theatre · from “Autumn expo”')).toBeTruthy();

    // The search box narrows the list by room or event name.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'autumn');
    expect(within(dialog).queryByRole('button', { name: /Sponsor lounge/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: /Keynote stage/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=rooms&element=new-shared'));
    expect(fake.calls(editorApi.addSharedRoom)[0]?.body).toEqual({ roomId: FREE.roomId });
    expect(fake.calls(editorApi.addSharedRoom)[0]?.params).toEqual({ id: 'ev1' });
    // The venue was loaded again and the new room opens as shown from its event.
    expect(await screen.findByRole('heading', { name: 'Keynote stage' }, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText('This room is shared from “Autumn expo”. Change it there; changes show here at once.'),
    ).toBeTruthy();
    expect(fake.calls(editorApi.getVenue)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a shared room' })).toBeNull());
  });

  it('says what to do when no other event shares a room, and shows a refusal of the server', async () => {
    renderRooms('?section=rooms', BUSINESS, (f) =>
      f.on(editorApi.listSharedRooms, { rooms: [] }, { rooms: [FREE] }).on(editorApi.addSharedRoom, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { roomId: 'validation.alreadyUsed' } },
      }),
    );
    let dialog = await openSharedRoomDialog();
    expect(
      await within(dialog).findByText(
        "No other event shares a room yet — switch on “Share with the account's other events” in a room of another event.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a shared room' })).toBeNull());

    dialog = await openSharedRoomDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Keynote stage/ }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Already used');
  });

  it('offers the upgrade to business below business instead of the list', async () => {
    const { fake } = renderRooms('?section=rooms', USER);
    const dialog = await openSharedRoomDialog();
    expect(within(dialog).getByText('Shared rooms come with the Business plan')).toBeTruthy();
    const upgrade = await within(dialog).findByRole('link', { name: 'Upgrade plan' });
    expect(upgrade.getAttribute('href')).toBe('/subscription?plan=business');
    expect(fake.calls(editorApi.listSharedRooms)).toEqual([]);
  });

  it('marks borrowed rooms with their event and shared rooms with the number of events showing them', async () => {
    renderRooms('?section=rooms', BUSINESS, (f) => f.on(editorApi.getVenue, sharedVenueData()));
    const list = await screen.findByRole('list', { name: 'Rooms' });
    const rowOf = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.startsWith(name))!;
    expect(within(rowOf('Booth A')).getByText('Shared · in 2 events')).toBeTruthy();
    const lounge = rowOf('Sponsor lounge');
    expect(within(lounge).getByText('Shared from “Spring fair”')).toBeTruthy();
    expect(within(lounge).queryByText('Shared')).toBeNull();
    expect(within(rowOf('Main hall')).queryByText(/Shared/)).toBeNull();
  });
});
