import { EventRenameRequest } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { renderScreen } from '../test/render';
import { RenameDialog } from './RenameDialog';

function renderDialog(onSave: (name: string) => Promise<unknown>, onClose = vi.fn()) {
  renderScreen(
    <RenameDialog
      item={{ id: 'e1', name: 'Spring Expo' }}
      title="Rename event"
      label="Title"
      field={EventRenameRequest.shape.title}
      serverField="title"
      isPending={false}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('RenameDialog', () => {
  it('starts with the current name and saves the trimmed new one, then closes', async () => {
    const onSave = vi.fn(async () => ({}));
    const onClose = renderDialog(onSave);
    const input = await screen.findByLabelText('Title');
    expect((input as HTMLInputElement).value).toBe('Spring Expo');
    await userEvent.clear(input);
    await userEvent.type(input, '  Autumn Expo  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Autumn Expo'));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty name with the shared rule and sends nothing', async () => {
    const onSave = vi.fn(async () => ({}));
    renderDialog(onSave);
    await userEvent.clear(await screen.findByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server field error on the input and stays open', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fields: { title: 'validation.alreadyUsed' },
      });
    });
    const onClose = renderDialog(onSave);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already used')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
