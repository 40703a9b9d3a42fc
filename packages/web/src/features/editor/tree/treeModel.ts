import type { ReactNode } from 'react';

/** A node of the table-of-contents tree. */
export type TreeNode = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Shown after the label (a "start room" mark…); decorative: say it in `description` too. */
  badge?: ReactNode;
  /** Read after the label by screen readers (aria-describedby). */
  description?: string;
  children?: readonly TreeNode[];
};

/** A node as it is shown: its level, place among its siblings and parent (WAI-ARIA tree pattern). */
export type VisibleNode = {
  node: TreeNode;
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
  isExpandable: boolean;
  isExpanded: boolean;
};

const hasChildren = (node: TreeNode) => (node.children?.length ?? 0) > 0;

/** The nodes a person can reach, top to bottom: children of collapsed nodes are left out. */
export function visibleNodes(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  level = 1,
  parentId: string | null = null,
): VisibleNode[] {
  const out: VisibleNode[] = [];
  nodes.forEach((node, i) => {
    const isExpandable = hasChildren(node);
    const isExpanded = isExpandable && expanded.has(node.id);
    out.push({ node, level, parentId, posInSet: i + 1, setSize: nodes.length, isExpandable, isExpanded });
    if (isExpanded) out.push(...visibleNodes(node.children ?? [], expanded, level + 1, node.id));
  });
  return out;
}

/** The ids of the ancestors of a node, outermost first; empty when it is at the top or absent. */
export function ancestorsOf(nodes: readonly TreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = node.children ? ancestorsOf(node.children, id) : null;
    if (below && (below.length > 0 || node.children?.some((c) => c.id === id))) return [node.id, ...below];
  }
  return [];
}

/** What a key press in the tree does: move the focus, expand or collapse a node, or select it. */
export type TreeKeyAction =
  | { type: 'focus'; id: string }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'select'; id: string };

/**
 * The WAI-ARIA tree keys: Up/Down move, Right expands (or goes to the first child), Left collapses
 * (or goes to the parent), Home/End go to the first/last node, Enter/Space select, and a letter
 * moves to the next node whose label starts with it. Null = the key does nothing here.
 */
export function treeKeyAction(
  visible: readonly VisibleNode[],
  focusedId: string,
  key: string,
): TreeKeyAction | null {
  const index = visible.findIndex((v) => v.node.id === focusedId);
  const current = visible[index];
  if (!current) return visible[0] ? { type: 'focus', id: visible[0].node.id } : null;
  const at = (i: number) => visible[i]?.node.id;
  switch (key) {
    case 'ArrowDown': {
      const id = at(index + 1);
      return id ? { type: 'focus', id } : null;
    }
    case 'ArrowUp': {
      const id = at(index - 1);
      return id ? { type: 'focus', id } : null;
    }
    case 'ArrowRight': {
      if (!current.isExpandable) return null;
      if (!current.isExpanded) return { type: 'expand', id: focusedId };
      const id = at(index + 1);
      return id ? { type: 'focus', id } : null;
    }
    case 'ArrowLeft':
      if (current.isExpanded) return { type: 'collapse', id: focusedId };
      return current.parentId ? { type: 'focus', id: current.parentId } : null;
    case 'Home':
      return { type: 'focus', id: visible[0]!.node.id };
    case 'End':
      return { type: 'focus', id: visible[visible.length - 1]!.node.id };
    case 'Enter':
    case ' ':
      return { type: 'select', id: focusedId };
    default: {
      if (key.length !== 1 || key === ' ') return null;
      const letter = key.toLocaleLowerCase();
      const order = [...visible.slice(index + 1), ...visible.slice(0, index)];
      const match = order.find((v) => v.node.label.toLocaleLowerCase().startsWith(letter));
      return match ? { type: 'focus', id: match.node.id } : null;
    }
  }
}
