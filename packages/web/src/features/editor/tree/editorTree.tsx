import type { Asset, Event, Room, Venue, VenueElement, VenueSharing } from '@foyer/shared';
import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconHome, IconLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { elementLabel, kindLabelKey } from '../forms';
import { SECTION_ICONS, sectionLabelKey } from '../sectionMeta';
import { SECTIONS, type Section, type Selection } from '../selection';
import { borrowedFrom } from '../sharing';
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

/** A room's marks in the tree: the start room, a room shown from another event. */
function roomMarks(t: TFunction, room: Room, event: Event, sharing: VenueSharing) {
  const from = borrowedFrom(sharing, room.id);
  const marks = [
    room.id === event.startRoomId && {
      key: 'start',
      text: t('editor.rooms.startBadge'),
      icon: <IconHome size={12} />,
    },
    from && {
      key: 'shared',
      text: t('editor.sharing.borrowedBadge', { event: from.eventName }),
      icon: <IconLink size={12} />,
    },
  ].filter((m) => m !== false && m !== null);
  if (marks.length === 0) return { badge: undefined, description: undefined };
  return {
    badge: (
      <Group gap={2} wrap="nowrap">
        {marks.map((mark) => (
          <Tooltip key={mark.key} label={mark.text} withArrow>
            <ThemeIcon size="sm" variant="light" radius="xl" aria-hidden>
              {mark.icon}
            </ThemeIcon>
          </Tooltip>
        ))}
      </Group>
    ),
    description: marks.map((m) => m.text).join(', '),
  };
}

/** The rooms under the rooms section: each room with its parts and the doors standing in it. */
function roomNodes(
  t: TFunction,
  venue: Venue,
  event: Event,
  assets: ReadonlyMap<string, Asset>,
  sharing: VenueSharing,
): TreeNode[] {
  return venue.rooms.map((room) => ({
    id: elementNodeId(room.id),
    label: labelOf(t, room),
    ...roomMarks(t, room, event, sharing),
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
  sharing: VenueSharing,
): TreeNode[] {
  return SECTIONS.map((section) => {
    const Icon = SECTION_ICONS[section];
    return {
      id: sectionNodeId(section),
      label: t(sectionLabelKey(section)),
      icon: <Icon size={16} aria-hidden />,
      children: section === 'rooms' ? roomNodes(t, venue, event, assets, sharing) : undefined,
    };
  });
}
