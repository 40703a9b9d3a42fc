import { LIMITS } from '@foyer/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { createUploadStore } from '../uploadStore';
import { UploadDialog } from './UploadDialog';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

function setup() {
  const sender = vi.fn(async () => []);
  const store = createUploadStore(sender);
  renderScreen(<UploadDialog kind="image" kindPath="images" opened onClose={vi.fn()} store={store} />);
  return { sender, store };
}

describe('UploadDialog', () => {
  it('sends nothing when more files than allowed are staged', async () => {
    const { sender } = setup();
    const files = Array.from({ length: LIMITS.uploadFilesAtOnce + 1 }, (_, i) => png(`p${i}.png`));
    await userEvent.upload(await screen.findByLabelText('Choose files'), files);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'At most 10 files can be uploaded at once',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(sender).not.toHaveBeenCalled();
  });

  it('marks a file of the wrong type for delete and sends only the others', async () => {
    const { sender, store } = setup();
    await userEvent.upload(
      await screen.findByLabelText('Choose files'),
      [png('a.png'), new File(['x'], 'b.docx')],
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('This file type is not allowed here')).toBeTruthy();
    expect(screen.getByText('Marked for delete')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(sender).toHaveBeenCalledTimes(1);
    expect((sender.mock.calls[0] as unknown[])[1]).toEqual([expect.objectContaining({ name: 'a.png' })]);
    expect(store.get().items.map((i) => i.name)).toEqual(['a.png']);
  });
});
