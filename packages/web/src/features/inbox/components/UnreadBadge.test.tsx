import { inboxApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { EVENT_ID } from '../testing';
import { UnreadBadge } from './UnreadBadge';

afterEach(() => vi.unstubAllGlobals());

const OTHER_ID = '22222222-2222-4222-8222-222222222222';

describe('UnreadBadge', () => {
  it("links to the event's inbox, read out with the unread messages", async () => {
    const fake = fakeApi().on(inboxApi.unread, {
      events: [
        { eventId: EVENT_ID, threads: 2, messages: 3 },
        { eventId: OTHER_ID, threads: 1, messages: 1 },
      ],
    });
    renderAt(<UnreadBadge eventId={EVENT_ID} />, '/', '/');
    const link = await screen.findByRole('link', { name: '3 unread messages' });
    expect(link.getAttribute('href')).toBe(`/events/inbox/${EVENT_ID}`);
    expect(link.textContent).toBe('3');
    expect(fake.unhandled).toEqual([]);
  });

  it('shows nothing for an event with nothing unread', async () => {
    const fake = fakeApi().on(inboxApi.unread, { events: [{ eventId: OTHER_ID, threads: 1, messages: 1 }] });
    const { client } = renderAt(<UnreadBadge eventId={EVENT_ID} />, '/', '/');
    await waitFor(() => expect(fake.calls(inboxApi.unread)).toHaveLength(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
