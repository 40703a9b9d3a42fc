import { type Room, usersApi } from '@foyer/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { buildUser } from '../../users/testing';
import { renderAt } from '../testing';
import { RoomForm } from './RoomForm';
import { renderForm, sampleCtx, sampleVenue } from './testing';

afterEach(() => vi.unstubAllGlobals());

const SHARE = /^Share with the account's other events/;
const hallOf = (): Room => sampleVenue().rooms[0]!;

describe('RoomForm sharing', () => {
  it('switches sharing on (shared: true) on a business plan', async () => {
    const onChange = vi.fn();
    renderForm(<RoomForm value={hallOf()} onChange={onChange} errors={{}} ctx={sampleCtx()} mode="edit" />);
    const share = screen.getByRole('switch', { name: SHARE });
    expect(share).toHaveProperty('disabled', false);
    await userEvent.click(share);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'hall', shared: true }));
  });

  it('locks the switch below business and offers the upgrade to business', async () => {
    fakeApi().on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) });
    const onChange = vi.fn();
    const ctx = sampleCtx(undefined, [], { canShareRooms: false });
    renderAt(<RoomForm value={hallOf()} onChange={onChange} errors={{}} ctx={ctx} mode="edit" />, '/', '/');
    const share = await screen.findByRole('switch', { name: SHARE });
    expect(share).toHaveProperty('disabled', true);
    expect(screen.getByText('Shared rooms come with the Business plan')).toBeTruthy();
    const upgrade = await screen.findByRole('link', { name: 'Upgrade plan' });
    expect(upgrade.getAttribute('href')).toBe('/subscription?plan=business');
    await userEvent.click(share);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the events that show the room, and the server refusal under the switch', () => {
    const ctx = sampleCtx(undefined, [], {
      sharing: {
        borrowed: {},
        lent: {
          hall: [
            { eventId: 'e2', eventName: 'Spring fair' },
            { eventId: 'e3', eventName: 'Autumn expo' },
          ],
        },
      },
    });
    renderForm(
      <RoomForm
        value={{ ...hallOf(), shared: true }}
        onChange={() => {}}
        errors={{ shared: 'validation.sharedReference' }}
        ctx={ctx}
        mode="edit"
      />,
    );
    expect(screen.getByText('Shown in: Spring fair, Autumn expo')).toBeTruthy();
    expect(screen.getByRole('switch', { name: SHARE })).toHaveProperty('checked', true);
    expect(
      screen.getByText('A shared room can only lead to its own elements, to media and to web addresses'),
    ).toBeTruthy();
  });
});

describe('RoomForm layout', () => {
  it('names the design for what it is: the room layout with its places, not an uploaded picture', () => {
    renderForm(<RoomForm value={hallOf()} onChange={() => {}} errors={{}} ctx={sampleCtx()} mode="edit" />);
    expect(screen.getByRole('radiogroup', { name: /^Room layout/ })).toBeTruthy();
    expect(screen.getByText(/places for doors, screens and stands/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /^Design/ })).toBeNull();
  });

  it('asks for a room layout when none is chosen', () => {
    renderForm(
      <RoomForm
        value={hallOf()}
        onChange={() => {}}
        errors={{ designId: 'validation.required' }}
        ctx={sampleCtx()}
        mode="edit"
      />,
    );
    expect(screen.getByText('A room layout must be chosen')).toBeTruthy();
  });
});
