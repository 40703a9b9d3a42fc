import { type VenueEditorResults, editorApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { EditorPage } from '../EditorPage';
import { USER, renderAt, venueData } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const JOIN = 'Add a door from “Main hall” to this room, and one back';

/** The editor of ev1 at `query`; new elements get the ids new1, new2… in turn. */
function renderEditor(query: string, data: VenueEditorResults = venueData()) {
  let count = 0;
  const fake = fakeApi()
    .on(usersApi.me, USER)
    .on(editorApi.getVenue, data)
    .on(editorApi.createElement, (call) => {
      count += 1;
      return { element: { ...call.body.element, id: `new${count}` } as never, version: 1 };
    });
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  renderAt(<EditorPage />, '/events/edit/:id', `/events/edit/ev1${query}`);
  return fake;
}

/** The venue without the hall's door to booth A: nothing leads to the booth. */
function boothOutOfReach(): VenueEditorResults {
  const data = venueData();
  data.venue.doors = [];
  return data;
}

describe('adding a room', () => {
  it('adds, in the same step, a door from the hall in a free place and a door back', async () => {
    const fake = renderEditor('?section=rooms&new=BOOTH');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Booth B');
    expect(screen.getByRole('checkbox', { name: JOIN })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(fake.calls(editorApi.createElement)).toHaveLength(3));
    const [room, toRoom, back] = fake.calls(editorApi.createElement).map((c) => c.body.element);
    expect(room).toMatchObject({ kind: 'BOOTH', title: 'Booth B' });
    // door-1 of the hall leads to booth A already.
    expect(toRoom).toMatchObject({
      kind: 'DOOR',
      roomId: 'hall1',
      slotId: 'door-2',
      title: 'Booth B',
      target: { kind: 'room', elementId: 'new1' },
    });
    expect(back).toMatchObject({
      kind: 'DOOR',
      roomId: 'new1',
      slotId: 'door-1',
      title: 'Main hall',
      target: { kind: 'room', elementId: 'hall1' },
    });
  });

  it('adds the room alone when the organiser declines the doors', async () => {
    const fake = renderEditor('?section=rooms&new=THEATRE');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Stage');
    await userEvent.click(screen.getByRole('checkbox', { name: JOIN }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Created. You can keep editing it here.');
    expect(fake.calls(editorApi.createElement).map((c) => c.body.element.kind)).toEqual(['THEATRE']);
  });
});

describe('a room nobody can reach', () => {
  it('is flagged in the rooms list', async () => {
    renderEditor('?section=rooms', boothOutOfReach());
    const list = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(list).getAllByText('No door leads here')).toHaveLength(1);
  });

  it('is flagged in its form, with the doors from the hall and back in one click', async () => {
    const fake = renderEditor('?section=rooms&element=booth1', boothOutOfReach());
    expect(await screen.findByText('No door leads here')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a door from “Main hall” and a way back' }));
    await waitFor(() => expect(fake.calls(editorApi.createElement)).toHaveLength(2));
    expect(fake.calls(editorApi.createElement).map((c) => c.body.element)).toEqual([
      expect.objectContaining({ roomId: 'hall1', target: { kind: 'room', elementId: 'booth1' } }),
      expect.objectContaining({ roomId: 'booth1', target: { kind: 'room', elementId: 'hall1' } }),
    ]);
    await waitFor(() => expect(screen.queryByText('No door leads here')).toBeNull());
  });

  it('is not flagged when a door leads there', async () => {
    renderEditor('?section=rooms&element=booth1');
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByText('No door leads here')).toBeNull();
  });
});
