import { editorApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import EventUsersPage from './EventUsersPage';
import { USER, renderAt, venueData } from './testing';

afterEach(() => vi.unstubAllGlobals());

/** The page of event ev1; `answer` adds to the fake API's answers before it renders. */
const render = (answer: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi().on(usersApi.me, USER).on(editorApi.getVenue, venueData());
  answer(fake);
  // Every call the page makes is one the fake answers by contract.
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  const { router } = renderAt(<EventUsersPage />, '/events/users/:id', '/events/users/ev1', [
    '/events/edit/:id',
  ]);
  return { fake, router };
};

describe('EventUsersPage', () => {
  it('lists the moderators and adds one by email, showing the server field errors', async () => {
    const { fake } = render((f) =>
      f.on(
        editorApi.createElement,
        { errorKey: 'VALIDATION_FAILED', results: { fields: { 'element.email': 'validation.alreadyUsed' } } },
        {
          element: {
            id: 'mod2',
            kind: 'EVENT_MODERATOR',
            email: 'gr@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
          },
          version: 1,
        },
      ),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('mo@example.com')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'gr@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await screen.findByText('Already used')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await within(table).findByText('gr@example.com')).toBeTruthy();
    expect(fake.calls(editorApi.createElement)[1]?.body).toEqual({
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
    const { fake, router } = render((f) =>
      f.on(editorApi.deleteElement, {
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: { usages: [{ type: 'EVENT_BREAKOUT', id: 'br1', label: 'Workshop room' }] },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove moderator rights: Mo Derator' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove moderator rights?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove moderator rights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot be deleted yet' });
    expect(within(dialog).getByText('Workshop room')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open: Workshop room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/edit/ev1'));
    expect(router.state.location.search).toBe('?section=breakouts&element=br1');
    expect(fake.calls(editorApi.deleteElement)[0]?.params).toEqual({ id: 'ev1', elementId: 'mod1' });
  });
});
