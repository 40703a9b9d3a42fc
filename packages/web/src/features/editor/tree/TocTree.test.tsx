import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { TocTree } from './TocTree';
import type { TreeNode } from './treeModel';

const NODES: TreeNode[] = [
  { id: 'general', label: 'General' },
  {
    id: 'rooms',
    label: 'Rooms',
    children: [
      { id: 'hall', label: 'Main hall' },
      { id: 'booth', label: 'Booth A' },
    ],
  },
  { id: 'chats', label: 'Chats' },
];

function Harness({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('general');
  return (
    <TocTree
      nodes={NODES}
      selectedId={selected}
      label="Parts of the event"
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('TocTree', () => {
  it('is one tab stop on the selected item, with tree semantics', async () => {
    renderScreen(<Harness onSelect={vi.fn()} />);
    expect(await screen.findByRole('tree', { name: 'Parts of the event' })).toBeTruthy();
    expect(item('General').getAttribute('tabindex')).toBe('0');
    expect(item('General').getAttribute('aria-selected')).toBe('true');
    expect(item('Rooms').getAttribute('tabindex')).toBe('-1');
    expect(item('Rooms').getAttribute('aria-expanded')).toBe('false');
    expect(item('General').hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('treeitem', { name: 'Main hall' })).toBeNull();
  });

  it('moves with the arrows, expands and collapses, goes to the parent, and selects with Enter', async () => {
    const onSelect = vi.fn();
    renderScreen(<Harness onSelect={onSelect} />);
    await screen.findByRole('tree');
    item('General').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Rooms'));
    expect(item('Rooms').getAttribute('tabindex')).toBe('0');
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Rooms').getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group');
    expect(group.querySelectorAll('[role="treeitem"]')).toHaveLength(2);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(item('Main hall'));
    expect(item('Main hall').getAttribute('aria-level')).toBe('2');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('booth');
    expect(item('Booth A').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(item('Rooms'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Rooms').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Booth A' })).toBeNull();
  });

  it('goes to the first and last item with Home and End, and selects with Space', async () => {
    const onSelect = vi.fn();
    renderScreen(<Harness onSelect={onSelect} />);
    await screen.findByRole('tree');
    item('General').focus();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(item('Chats'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(item('General'));
    await userEvent.keyboard('{End}[Space]');
    expect(onSelect).toHaveBeenLastCalledWith('chats');
  });

  it('selects an item on click and toggles a branch on its chevron', async () => {
    const onSelect = vi.fn();
    renderScreen(<Harness onSelect={onSelect} />);
    await screen.findByRole('tree');
    fireEvent.click(item('Chats').querySelector('span[id]') as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith('chats');
    fireEvent.click(item('Rooms').querySelector('[data-tree-toggle]') as HTMLElement);
    expect(item('Rooms').getAttribute('aria-expanded')).toBe('true');
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Main hall'));
    expect(onSelect).toHaveBeenLastCalledWith('hall');
  });
});
