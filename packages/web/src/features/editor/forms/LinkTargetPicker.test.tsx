import { type LinkTarget, type TargetKind, targetKindsOf } from '@foyer/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { LinkTargetPicker } from './LinkTargetPicker';
import { renderForm, sampleCtx } from './testing';

function Harness({
  initial,
  kinds,
  onChange,
  errors = {},
}: {
  initial: LinkTarget;
  kinds: readonly TargetKind[];
  onChange: (t: LinkTarget) => void;
  errors?: Record<string, string>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LinkTargetPicker
      value={value}
      kinds={kinds}
      ctx={sampleCtx()}
      errors={errors}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function openKinds() {
  await userEvent.click(screen.getByRole('combobox', { name: 'When clicked' }));
  return (await screen.findAllByRole('option')).map((o) => o.textContent);
}

describe('LinkTargetPicker', () => {
  it('offers exactly the target kinds of the element kind, in order', async () => {
    for (const kind of ['DOOR', 'BOOTH_STAFF'] as const) {
      const { unmount } = renderForm(
        <Harness initial={{ kind: 'none' }} kinds={targetKindsOf(kind)} onChange={() => {}} />,
      );
      expect(await openKinds()).toEqual(
        targetKindsOf(kind).map((k) => i18next.t(`elementForm.targetKinds.${k}`)),
      );
      unmount();
    }
  });

  it('resets the fields when the kind changes', async () => {
    const onChange = vi.fn();
    renderForm(
      <Harness
        initial={{ kind: 'link', url: 'https://example.com', newTab: false }}
        kinds={targetKindsOf('DOOR')}
        onChange={onChange}
      />,
    );
    expect((screen.getByRole('textbox', { name: /Web address/ }) as HTMLInputElement).value).toBe(
      'https://example.com',
    );
    await openKinds();
    await userEvent.click(await screen.findByRole('option', { name: 'Go to a room' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'room', elementId: '' });
    expect(screen.queryByRole('textbox', { name: /Web address/ })).toBeNull();
    await openKinds();
    await userEvent.click(await screen.findByRole('option', { name: 'Open a link' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'link', url: '', newTab: true });
    expect((screen.getByRole('textbox', { name: /Web address/ }) as HTMLInputElement).value).toBe('');
  });

  it('offers the venue elements a kind accepts: staff and moderators for a person', async () => {
    const onChange = vi.fn();
    renderForm(
      <Harness
        initial={{ kind: 'user', elementId: '' }}
        kinds={targetKindsOf('BOOTH_STAFF')}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: /Person/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana Ruiz', 'Mo Dell (mo@example.com)']);
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Ruiz' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'user', elementId: 'ana' });
  });

  it('shows the error of a target field under its input', () => {
    renderForm(
      <Harness
        initial={{ kind: 'iframe', url: 'http://x' }}
        kinds={targetKindsOf('DOOR')}
        onChange={() => {}}
        errors={{ 'target.url': 'validation.https' }}
      />,
    );
    expect(screen.getByText('The link must start with https://')).toBeTruthy();
  });

  it('asks for an asset of the kind the target needs', () => {
    renderForm(
      <Harness
        initial={{ kind: 'document', assetId: '' }}
        kinds={targetKindsOf('BOOTH_STAFF')}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: /Choose… Document/ })).toBeTruthy();
  });
});
