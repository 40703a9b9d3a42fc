import type { ProfileItem } from '@foyer/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileItemForm } from './ProfileItemForm';
import { ProfileOptionsEditor } from './ProfileOptionsEditor';
import { renderForm, sampleCtx } from './testing';

type Option = ProfileItem['options'][number];

function Harness({
  initial,
  isSingle,
  onChange,
}: {
  initial: Option[];
  isSingle: boolean;
  onChange: (o: Option[]) => void;
}) {
  const [options, setOptions] = useState(initial);
  return (
    <ProfileOptionsEditor
      options={options}
      isSingle={isSingle}
      errors={{ 'options.1.value': 'validation.required' }}
      onChange={(next) => {
        setOptions(next);
        onChange(next);
      }}
    />
  );
}

const OPTIONS: Option[] = [
  { value: 'Red', selected: false },
  { value: 'Green', selected: true },
  { value: 'Blue', selected: false },
];

const values = () => (screen.getAllByRole('textbox') as HTMLInputElement[]).map((i) => i.value);

describe('ProfileOptionsEditor', () => {
  it('adds an option at the end', async () => {
    const onChange = vi.fn();
    renderForm(<Harness initial={OPTIONS} isSingle={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(onChange).toHaveBeenLastCalledWith([...OPTIONS, { value: '', selected: false }]);
    expect(values()).toEqual(['Red', 'Green', 'Blue', '']);
  });

  it('moves options up and down, and removes one', async () => {
    const onChange = vi.fn();
    renderForm(<Harness initial={OPTIONS} isSingle={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Blue' }));
    expect(values()).toEqual(['Red', 'Blue', 'Green']);
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Red' }));
    expect(values()).toEqual(['Blue', 'Red', 'Green']);
    expect((screen.getByRole('button', { name: 'Move up: Blue' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Red' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'Blue', selected: false },
      { value: 'Green', selected: true },
    ]);
  });

  it('edits an option text and shows its error under it', () => {
    const onChange = vi.fn();
    renderForm(<Harness initial={OPTIONS} isSingle={false} onChange={onChange} />);
    expect(screen.getByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Crimson' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { value: 'Crimson', selected: false },
      OPTIONS[1],
      OPTIONS[2],
    ]);
  });

  it('keeps one default for a select, several for checkboxes', async () => {
    const single = vi.fn();
    const { unmount } = renderForm(<Harness initial={OPTIONS} isSingle onChange={single} />);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Selected by default' })[0]!);
    expect(single.mock.lastCall![0].map((o: Option) => o.selected)).toEqual([true, false, false]);
    unmount();
    const many = vi.fn();
    renderForm(<Harness initial={OPTIONS} isSingle={false} onChange={many} />);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Selected by default' })[0]!);
    expect(many.mock.lastCall![0].map((o: Option) => o.selected)).toEqual([true, true, false]);
  });

  it('offers reordering by drag and drop with a named handle', () => {
    renderForm(<Harness initial={OPTIONS} isSingle={false} onChange={() => {}} />);
    const handle = screen.getByRole('button', { name: 'Drag to reorder: Green' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
  });
});

describe('ProfileItemForm', () => {
  const item: ProfileItem = {
    id: 'p1',
    kind: 'PROFILE_ITEM',
    type: 'textfield',
    label: 'Company',
    options: [],
    hidden: false,
    visible: true,
    readonly: false,
    share: false,
    required: false,
    urlTemplate: null,
  };

  it('shows the options editor only for selects and checkboxes', async () => {
    function ItemHarness() {
      const [value, setValue] = useState(item);
      return (
        <ProfileItemForm value={value} onChange={setValue} errors={{}} ctx={sampleCtx()} mode="create" />
      );
    }
    renderForm(<ItemHarness />);
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /Field type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Selection list' }));
    expect(screen.getByRole('button', { name: 'Add option' })).toBeTruthy();
  });
});
