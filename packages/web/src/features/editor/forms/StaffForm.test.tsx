import type { BoothStaff } from '@foyer/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffForm } from './StaffForm';
import { renderForm, sampleCtx, sampleVenue } from './testing';

describe('StaffForm', () => {
  it('switches one-to-one chat, saying who answers and what video calls also need', async () => {
    const venue = sampleVenue();
    const ana = venue.rooms[1]!.elements.find((e) => e.kind === 'BOOTH_STAFF') as BoothStaff;
    const onChange = vi.fn();
    const booth = venue.rooms[1];
    renderForm(
      <StaffForm
        value={{ ...ana, allowChat: false }}
        onChange={onChange}
        errors={{}}
        ctx={sampleCtx(venue)}
        mode="edit"
        parent={booth}
      />,
    );
    const chat = screen.getByRole('switch', {
      name: /^Allow one-to-one chat .*moderators answer in this person's name/,
    });
    expect(
      screen.getByRole('switch', { name: /^Allow video calls .*must also allow video in chats/ }),
    ).toBeTruthy();
    await userEvent.click(chat);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ allowChat: true }));
  });
});
