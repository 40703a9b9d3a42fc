import { describe, expect, it } from 'vitest';
import { type TreeNode, ancestorsOf, treeKeyAction, visibleNodes } from './treeModel';

const NODES: TreeNode[] = [
  { id: 'general', label: 'General' },
  {
    id: 'rooms',
    label: 'Rooms',
    children: [
      { id: 'hall', label: 'Hall', children: [{ id: 'canvas', label: 'Canvas' }] },
      { id: 'booth', label: 'Booth' },
    ],
  },
  { id: 'chats', label: 'Chats' },
];

const visible = (expanded: string[]) => visibleNodes(NODES, new Set(expanded));

describe('visibleNodes', () => {
  it('leaves out the children of collapsed nodes and numbers the levels and places', () => {
    expect(visible([]).map((v) => v.node.id)).toEqual(['general', 'rooms', 'chats']);
    const open = visible(['rooms', 'hall']);
    expect(open.map((v) => v.node.id)).toEqual(['general', 'rooms', 'hall', 'canvas', 'booth', 'chats']);
    expect(open.find((v) => v.node.id === 'canvas')).toMatchObject({
      level: 3,
      parentId: 'hall',
      posInSet: 1,
      setSize: 1,
    });
    expect(open.find((v) => v.node.id === 'booth')).toMatchObject({ level: 2, posInSet: 2, setSize: 2 });
  });

  it('knows the ancestors of a node', () => {
    expect(ancestorsOf(NODES, 'canvas')).toEqual(['rooms', 'hall']);
    expect(ancestorsOf(NODES, 'general')).toEqual([]);
    expect(ancestorsOf(NODES, 'unknown')).toEqual([]);
  });
});

describe('treeKeyAction', () => {
  it('moves down and up through the visible nodes, stopping at the ends', () => {
    const v = visible(['rooms']);
    expect(treeKeyAction(v, 'general', 'ArrowDown')).toEqual({ type: 'focus', id: 'rooms' });
    expect(treeKeyAction(v, 'rooms', 'ArrowDown')).toEqual({ type: 'focus', id: 'hall' });
    expect(treeKeyAction(v, 'hall', 'ArrowUp')).toEqual({ type: 'focus', id: 'rooms' });
    expect(treeKeyAction(v, 'general', 'ArrowUp')).toBeNull();
    expect(treeKeyAction(v, 'chats', 'ArrowDown')).toBeNull();
  });

  it('expands with Right, then goes to the first child; Right on a leaf does nothing', () => {
    expect(treeKeyAction(visible([]), 'rooms', 'ArrowRight')).toEqual({ type: 'expand', id: 'rooms' });
    expect(treeKeyAction(visible(['rooms']), 'rooms', 'ArrowRight')).toEqual({ type: 'focus', id: 'hall' });
    expect(treeKeyAction(visible(['rooms']), 'booth', 'ArrowRight')).toBeNull();
  });

  it('collapses with Left, or goes to the parent of a collapsed node or leaf', () => {
    expect(treeKeyAction(visible(['rooms']), 'rooms', 'ArrowLeft')).toEqual({
      type: 'collapse',
      id: 'rooms',
    });
    expect(treeKeyAction(visible(['rooms']), 'booth', 'ArrowLeft')).toEqual({ type: 'focus', id: 'rooms' });
    expect(treeKeyAction(visible(['rooms', 'hall']), 'canvas', 'ArrowLeft')).toEqual({
      type: 'focus',
      id: 'hall',
    });
    expect(treeKeyAction(visible([]), 'general', 'ArrowLeft')).toBeNull();
  });

  it('goes to the first and last visible node with Home and End', () => {
    const v = visible(['rooms']);
    expect(treeKeyAction(v, 'booth', 'Home')).toEqual({ type: 'focus', id: 'general' });
    expect(treeKeyAction(v, 'general', 'End')).toEqual({ type: 'focus', id: 'chats' });
  });

  it('selects with Enter and Space', () => {
    expect(treeKeyAction(visible([]), 'chats', 'Enter')).toEqual({ type: 'select', id: 'chats' });
    expect(treeKeyAction(visible([]), 'chats', ' ')).toEqual({ type: 'select', id: 'chats' });
  });

  it('jumps to the next node starting with a typed letter, wrapping around', () => {
    const v = visible(['rooms']);
    expect(treeKeyAction(v, 'general', 'b')).toEqual({ type: 'focus', id: 'booth' });
    expect(treeKeyAction(v, 'chats', 'G')).toEqual({ type: 'focus', id: 'general' });
    expect(treeKeyAction(v, 'general', 'x')).toBeNull();
    expect(treeKeyAction(v, 'general', 'Tab')).toBeNull();
  });
});
