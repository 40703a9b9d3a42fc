import { editorApi, usersApi } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { buildUser } from '../../users/testing';
import { EditorPage } from '../EditorPage';
import { LENDER, renderAt, sharedVenueData } from '../testing';
import { wideScreen } from '../../../test/media';

const BUSINESS = { data: buildUser({ plan: 'business', premium: true, business: true, events: 3 }) };

// A wide screen: the tree beside the form (the setup's matchMedia matches nothing, i.e. a phone).
beforeEach(() => {
  wideScreen();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The editor of ev1 (with a room borrowed from LENDER) at `query`; `answer` adds answers. */
function renderShared(query: string, answer: (fake: FakeApi) => void = () => {}) {
  const fake = fakeApi().on(usersApi.me, BUSINESS).on(editorApi.getVenue, sharedVenueData());
  answer(fake);
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  const { router } = renderAt(<EditorPage />, '/events/edit/:id', `/events/edit/ev1${query}`);
  return { fake, router };
}

const BORROWED_TEXT = 'This room is shared from “Spring fair”. Change it there; changes show here at once.';

describe('a room borrowed from another event', () => {
  it('is shown read-only with a link to its own event, marked in the tree, and still takes doors', async () => {
    const { router } = renderShared('?section=rooms&element=shared1');
    expect(await screen.findByRole('heading', { name: 'Sponsor lounge' })).toBeTruthy();
    expect(screen.getByText(BORROWED_TEXT)).toBeTruthy();
    const edit = screen.getByRole('link', { name: 'Edit in “Spring fair”' });
    expect(edit.getAttribute('href')).toBe(
      `/events/edit/${LENDER.eventId}?section=rooms&element=${LENDER.roomId}`,
    );
    // No field of the room and no save: it is changed in its own event.
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Its own parts are listed without "Add"; doors are this event's.
    const contents = screen.getByRole('region', { name: 'Contents of Sponsor lounge' });
    expect(within(contents).queryByRole('button', { name: 'Add Canvas' })).toBeNull();
    expect(within(contents).getByRole('list', { name: 'Canvases' })).toBeTruthy();

    const item = screen.getByRole('treeitem', { name: 'Sponsor lounge' });
    const description = document.getElementById(item.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Shared from “Spring fair”');

    const addDoor = within(contents).getByRole('button', { name: 'Add Door' });
    expect(addDoor).toHaveProperty('disabled', false);
    await userEvent.click(addDoor);
    await waitFor(() => expect(router.state.location.search).toBe('?section=rooms&new=DOOR&parent=shared1'));
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByText(BORROWED_TEXT)).toBeNull();
  });

  it('shows its parts read-only with the same notice', async () => {
    renderShared('?section=rooms&element=scanvas1');
    expect(await screen.findByText('Part of a shared room')).toBeTruthy();
    expect(
      screen.getByText(
        'This part belongs to a room shared from “Spring fair”. Change it there; changes show here at once.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit in “Spring fair”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('is removed from this venue only, after asking', async () => {
    const { fake, router } = renderShared('?section=rooms&element=shared1', (f) =>
      f.on(editorApi.deleteElement, {}),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from this event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove “Sponsor lounge” from this event?' });
    expect(
      within(confirm).getByText(
        "The room stays in “Spring fair” and in the other events that show it. Only this event's doors in it are deleted.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove from this event' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=rooms'));
    const [removal] = fake.calls(editorApi.deleteElement);
    expect(removal?.params).toEqual({ id: 'ev1', elementId: 'shared1' });
    expect(removal?.query).toEqual({ version: '1' });
    expect(await screen.findByText('“Sponsor lounge” removed from this event')).toBeTruthy();
  });
});

describe('sharing an own room', () => {
  const SHARE = /^Share with the account's other events/;

  it('sends shared: true with the room on save', async () => {
    const { fake } = renderShared('?section=rooms&element=hall1', (f) =>
      f.on(editorApi.updateElement, {
        element: { ...sharedVenueData().venue.rooms[0]!, shared: true, elements: [] },
        version: 2,
      }),
    );
    fireEvent.click(await screen.findByRole('switch', { name: SHARE }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(editorApi.updateElement)).toHaveLength(1));
    const [put] = fake.calls(editorApi.updateElement);
    expect(put?.params).toEqual({ id: 'ev1', elementId: 'hall1' });
    expect(put?.body.element).toMatchObject({ id: 'hall1', kind: 'HALL', shared: true });
  });

  it('asks for the business plan when the server refuses sharing (PREMIUM_REQUIRED)', async () => {
    renderShared('?section=rooms&element=hall1', (f) =>
      f.on(editorApi.updateElement, { errorKey: 'PREMIUM_REQUIRED' }),
    );
    fireEvent.click(await screen.findByRole('switch', { name: SHARE }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shared rooms come with the Business plan')).toBeTruthy();
  });

  it('names the events that show a room when switching its sharing off is refused', async () => {
    renderShared('?section=rooms&element=booth1', (f) =>
      f.on(editorApi.updateElement, {
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: {
          usages: [
            { type: 'event.sharedRoom', id: 'e2', label: 'Autumn expo' },
            { type: 'event.sharedRoom', id: 'e3', label: 'Winter gala' },
          ],
        },
      }),
    );
    expect(await screen.findByText('Shown in: Autumn expo, Winter gala')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: SHARE }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Other events show this room' });
    expect(within(dialog).getByText('Event “Autumn expo” shows this room')).toBeTruthy();
    expect(within(dialog).getByText('Event “Winter gala” shows this room')).toBeTruthy();
  });
});
