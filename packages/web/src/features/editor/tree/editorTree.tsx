import type { Asset, Event, VenueElement, Venue } from '@foyer/shared';
import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { elementLabel, kindLabelKey } from '../forms';
import { SECTION_ICONS, sectionLabelKey } from '../sectionMeta';
import { SECTIONS, type Section, type Selection } from '../selection';
import type { TreeNode } from './treeModel';

const SECTION_PREFIX = 'section:';
const ELEMENT_PREFIX = 'el:';

/** The tree node id of a section. */
export const sectionNodeId = (section: Section) => `${SECTION_PREFIX}${section}`;
/** The tree node id of an element (a room, a room's part, a door). */
export const elementNodeId = (id: string) => `${ELEMENT_PREFIX}${id}`;

/** What selecting a node shows: a section's overview, or an element under rooms. */
export function selectionOfNode(nodeId: string): Pick<Selection, 'section' | 'elementId'> {
  if (nodeId.startsWith(ELEMENT_PREFIX))
    return { section: 'rooms', elementId: nodeId.slice(ELEMENT_PREFIX.length) };
  return { section: nodeId.slice(SECTION_PREFIX.length) as Section, elementId: null };
}

/**
 * The node that stands for what the editor shows: under rooms the element (or the room a new part
 * is added to), elsewhere the section.
 */
export function nodeIdOfSelection(selection: Selection): string {
  if (selection.section === 'rooms') {
    if (selection.elementId) return elementNodeId(selection.elementId);
    if (selection.newKind && selection.parentId) return elementNodeId(selection.parentId);
  }
  return sectionNodeId(selection.section);
}

/** An element's name in the tree: its own text, else its kind's name. */
export function labelOf(t: TFunction, element: VenueElement, assets?: ReadonlyMap<string, Asset>): string {
  return elementLabel(element, assets) || t(kindLabelKey(element.kind));
}

/** The rooms under the rooms section: each room with its parts and the doors standing in it. */
function roomNodes(t: TFunction, venue: Venue, event: Event, assets: ReadonlyMap<string, Asset>): TreeNode[] {
  return venue.rooms.map((room) => ({
    id: elementNodeId(room.id),
    label: labelOf(t, room),
    badge:
      room.id === event.startRoomId ? (
        <Tooltip label={t('editor.rooms.startBadge')} withArrow>
          <ThemeIcon size="sm" variant="light" radius="xl" aria-hidden>
            <IconHome size={12} />
          </ThemeIcon>
        </Tooltip>
      ) : undefined,
    description: room.id === event.startRoomId ? t('editor.rooms.startBadge') : undefined,
    children: [
      ...room.elements.map((el) => ({
        id: elementNodeId(el.id),
        label: `${labelOf(t, el, assets)} · ${t(kindLabelKey(el.kind))}`,
      })),
      ...venue.doors
        .filter((d) => d.roomId === room.id)
        .map((door) => ({
          id: elementNodeId(door.id),
          label: `${labelOf(t, door)} · ${t(kindLabelKey('DOOR'))}`,
        })),
    ],
  }));
}

/** Every section of the table of contents; rooms expand to the rooms, and each room to its parts. */
export function editorTreeNodes(
  t: TFunction,
  venue: Venue,
  event: Event,
  assets: ReadonlyMap<string, Asset>,
): TreeNode[] {
  return SECTIONS.map((section) => {
    const Icon = SECTION_ICONS[section];
    return {
      id: sectionNodeId(section),
      label: t(sectionLabelKey(section)),
      icon: <Icon size={16} aria-hidden />,
      children: section === 'rooms' ? roomNodes(t, venue, event, assets) : undefined,
    };
  });
}
