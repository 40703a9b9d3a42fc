import { eventsApi, inboxApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { EVENT, renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import type { EventCard } from '../queries';
import EventsListPage from './EventsListPage';

afterEach(() => vi.unstubAllGlobals());

const CARD: EventCard = {
  ...EVENT,
  roomCount: 3,
  boothCount: 1,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: null,
};

const OTHER_ID = '5b0c4a34-8f0f-4d8e-9a43-1f1b1c1d1e1f';

describe('EventsListPage', () => {
  it('names the events that show its shared rooms when an event delete is refused, and deletes nothing', async () => {
    const fake = fakeApi()
      .on(usersApi.me, { data: buildUser({ plan: 'business', premium: true, business: true, events: 2 }) })
      .on(eventsApi.list, { events: [CARD] })
      .on(eventsApi.validateAmount, { isValid: true })
      .on(inboxApi.unread, { events: [] })
      .on(eventsApi.remove, {
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: {
          usages: [
            { type: 'event.sharedRoom', id: OTHER_ID, label: 'Spring fair' },
            { type: 'event.sharedRoom', id: 'ev3', label: 'Autumn expo' },
          ],
        },
      });
    onTestFinished(() => expect(fake.unhandled).toEqual([]));
    const { router } = renderAt(<EventsListPage />, '/events/list', '/events/list', ['/events/edit/:id']);

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Expo 2027' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete event?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'This event cannot be deleted yet' });
    expect(within(dialog).getByText('Other events show rooms that this event shares:')).toBeTruthy();
    expect(within(dialog).getByText('Event “Spring fair” shows this room')).toBeTruthy();
    expect(within(dialog).getByText('Event “Autumn expo” shows this room')).toBeTruthy();
    expect(fake.calls(eventsApi.remove)[0]?.params).toEqual({ id: 'ev1' });
    // Nothing was deleted: the card stays.
    expect(screen.getByRole('button', { name: 'Actions for Expo 2027' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open: Spring fair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/edit/${OTHER_ID}`));
    expect(router.state.location.search).toBe('?section=rooms');
  });
});
