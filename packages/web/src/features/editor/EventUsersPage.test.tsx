import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventUsersPage from './EventUsersPage';
import { USER_ANSWER, editorFetch, renderAt, venueData } from './testing';

afterEach(() => vi.unstubAllGlobals());

const render = (routes: Parameters<typeof editorFetch>[0] = {}) => {
  const fetch = editorFetch({
    'GET user': USER_ANSWER,
    'GET events/ev1/venue': { success: true, results: venueData() },
    ...routes,
  });
  const { router } = renderAt(<EventUsersPage />, '/events/users/:id', '/events/users/ev1', [
    '/events/edit/:id',
  ]);
  return { ...fetch, router };
};

describe('EventUsersPage', () => {
  it('lists the moderators and adds one by email, showing the server field errors', async () => {
    let posts = 0;
    const { calls } = render({
      'POST events/ev1/elements': () => {
        posts += 1;
        return posts === 1
          ? {
              status: 400,
              success: false,
              errorKey: 'VALIDATION_FAILED',
              results: { fields: { 'element.email': 'validation.alreadyUsed' } },
            }
          : {
              success: true,
              results: {
                element: {
                  id: 'mod2',
                  kind: 'EVENT_MODERATOR',
                  email: 'gr@example.com',
                  firstName: 'Grace',
                  lastName: 'Hopper',
                },
                version: 1,
              },
            };
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('mo@example.com')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'gr@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await screen.findByText('Already used')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await within(table).findByText('gr@example.com')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      parentId: null,
      element: {
        id: 'new',
        kind: 'EVENT_MODERATOR',
        email: 'gr@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
      },
    });
  });

  it('says where a moderator is named when removing the rights is refused', async () => {
    const { router } = render({
      'DELETE events/ev1/elements/mod1': {
        success: false,
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: { usages: [{ type: 'EVENT_BREAKOUT', id: 'br1', label: 'Workshop room' }] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove moderator rights: Mo Derator' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove moderator rights?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove moderator rights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot be deleted yet' });
    expect(within(dialog).getByText('Workshop room')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open: Workshop room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/edit/ev1'));
    expect(router.state.location.search).toBe('?section=breakouts&element=br1');
  });
});
