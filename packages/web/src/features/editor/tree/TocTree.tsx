import { VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import classes from './TocTree.module.css';
import { type TreeNode, type VisibleNode, ancestorsOf, treeKeyAction, visibleNodes } from './treeModel';

export type TocTreeProps = {
  nodes: readonly TreeNode[];
  /** The node of what the editor shows (aria-selected). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Accessible name of the tree. */
  label: string;
  /** Nodes expanded at first (the ancestors of the selected node always are). */
  defaultExpanded?: readonly string[];
};

/**
 * An accessible tree (WAI-ARIA tree view): role tree/treeitem/group, aria-expanded and
 * aria-selected, one tab stop (roving tabindex), arrow keys, Home/End, Enter/Space and type-ahead.
 */
export function TocTree({ nodes, selectedId, onSelect, label, defaultExpanded = [] }: TocTreeProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const [focusedId, setFocusedId] = useState<string | null>(selectedId);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());

  // What the editor shows is always in sight: its ancestors open when the selection changes.
  useEffect(() => {
    if (!selectedId) return;
    const ancestors = ancestorsOf(nodes, selectedId);
    if (ancestors.length === 0) return;
    setExpanded((current) =>
      ancestors.every((id) => current.has(id)) ? current : new Set([...current, ...ancestors]),
    );
  }, [selectedId, nodes]);

  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);
  const isVisible = (id: string | null) => id !== null && visible.some((v) => v.node.id === id);
  const tabStop = isVisible(focusedId)
    ? focusedId
    : isVisible(selectedId)
      ? selectedId
      : (visible[0]?.node.id ?? null);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const moveFocus = (id: string) => {
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  };

  /** Keys pressed on a focused item (not bubbling up from the items inside it). */
  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>, id: string) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const action = treeKeyAction(visible, id, e.key);
    if (!action) return;
    e.preventDefault();
    if (action.type === 'focus') moveFocus(action.id);
    else if (action.type === 'expand' || action.type === 'collapse') toggle(action.id);
    else onSelect(action.id);
  };

  /** A click selects the innermost item; on its chevron it expands or collapses it instead. */
  const handleClick = (e: MouseEvent<HTMLDivElement>, id: string) => {
    e.stopPropagation();
    setFocusedId(id);
    if ((e.target as Element).closest('[data-tree-toggle]')) toggle(id);
    else onSelect(id);
  };

  const renderLevel = (level: VisibleNode[], parentId: string | null) =>
    level
      .filter((v) => v.parentId === parentId)
      .map((v) => {
        const { node } = v;
        const labelId = `${baseId}-${node.id}-label`;
        const descriptionId = node.description ? `${baseId}-${node.id}-description` : undefined;
        return (
          <div
            key={node.id}
            ref={(el) => {
              if (el) itemRefs.current.set(node.id, el);
              else itemRefs.current.delete(node.id);
            }}
            role="treeitem"
            className={classes.item}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            aria-level={v.level}
            aria-setsize={v.setSize}
            aria-posinset={v.posInSet}
            aria-expanded={v.isExpandable ? v.isExpanded : undefined}
            aria-selected={node.id === selectedId}
            tabIndex={node.id === tabStop ? 0 : -1}
            onFocus={(e) => {
              if (e.target === e.currentTarget) setFocusedId(node.id);
            }}
            onKeyDown={(e) => handleKeyDown(e, node.id)}
            onClick={(e) => handleClick(e, node.id)}
          >
            <div className={classes.row} style={{ paddingInlineStart: 8 + (v.level - 1) * 16 }}>
              <span className={classes.toggle} aria-hidden data-tree-toggle={v.isExpandable || undefined}>
                {v.isExpandable && <IconChevronRight size={14} className={classes.chevron} />}
              </span>
              {node.icon && (
                <span className={classes.icon} aria-hidden>
                  {node.icon}
                </span>
              )}
              <span className={classes.label} id={labelId}>
                {node.label}
              </span>
              {node.badge}
              {node.description && <VisuallyHidden id={descriptionId}>{node.description}</VisuallyHidden>}
            </div>
            {v.isExpanded && (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA tree's group of child items, not a form's fieldset
              <div role="group" className={classes.group}>
                {renderLevel(level, node.id)}
              </div>
            )}
          </div>
        );
      });

  return (
    <div role="tree" aria-label={label} className={classes.tree}>
      {renderLevel(visible, null)}
    </div>
  );
}
