import { ELEMENTS_OF_ROOM, type ElementKind, type Room, type VenueElement, slotsOf } from '@foyer/shared';
import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ChooseRoomModal } from '../components/ChooseRoomModal';
import { ElementList, ElementListItem, ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { newElement } from '../forms';
import { SECTION_ICONS } from '../sectionMeta';
import { SECTION_KINDS } from '../selection';
import { borrowedFrom } from '../sharing';
import { useEditorShell } from '../shellContext';
import { labelOf } from '../tree/editorTree';
import { useElementMeta } from './RoomContents';

/** The sections that list one kind of room part across all rooms. */
export type PlacedSectionKey = 'staff' | 'documents' | 'canvas' | 'doors' | 'slides' | 'videos';

/** The kind of the section a room takes (a booth's canvas is a BOOTH_CANVAS…), or null when it takes none. */
export function kindForRoom(room: Room, kinds: readonly ElementKind[]): ElementKind | null {
  for (const kind of kinds) {
    if (kind === 'DOOR') {
      if (slotsOf(room.designId, 'door').length > 0) return kind;
    } else if ((ELEMENTS_OF_ROOM[room.kind] as readonly ElementKind[]).includes(kind)) return kind;
  }
  return null;
}

/** The elements of the section's kinds in a room (doors: those standing in it). */
function elementsIn(
  room: Room,
  doors: readonly VenueElement[],
  kinds: readonly ElementKind[],
): VenueElement[] {
  if (kinds.includes('DOOR')) return doors.filter((d) => d.kind === 'DOOR' && d.roomId === room.id);
  return room.elements.filter((e) => kinds.includes(e.kind));
}

/**
 * Staff, documents, canvases, doors, slides and videos: one kind of part across every room, grouped
 * by room; a row opens the element, "Add" asks which room (only rooms whose kind takes it).
 */
export function PlacedSection({ section }: { section: PlacedSectionKey }) {
  const { t } = useTranslation();
  const { data, ctx, select } = useEditorShell();
  const [isChoosing, setChoosing] = useState(false);
  const metaOf = useElementMeta();
  const kinds = SECTION_KINDS[section] ?? [];
  const { rooms, doors } = data.venue;
  const groups = rooms
    .map((room) => ({ room, elements: elementsIn(room, doors, kinds) }))
    .filter((g) => g.elements.length > 0);
  const choices = rooms.flatMap((room) => {
    const kind = kindForRoom(room, kinds);
    // Parts of a room shown from another event are added there; doors are this event's.
    if (kind !== 'DOOR' && borrowedFrom(data.sharing, room.id)) return [];
    return kind ? [{ room, kind, hasPlace: newElement(kind, ctx, room.id) !== null }] : [];
  });
  const title = t(`editor.sections.${section}`);
  const Icon = SECTION_ICONS[section];

  const handleChoose = (room: Room) => {
    const choice = choices.find((c) => c.room.id === room.id);
    setChoosing(false);
    if (choice) select({ section, newKind: choice.kind, parentId: room.id });
  };
  const addButton = (
    <Button
      size="sm"
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={choices.length === 0}
      onClick={() => setChoosing(true)}
    >
      {t(`editor.placed.add.${section}`)}
    </Button>
  );

  return (
    <Stack gap="md">
      <SectionHeader title={title} description={t(`editor.placed.intro.${section}`)} actions={addButton} />
      {groups.length === 0 ? (
        <EmptyBlock
          icon={<Icon size={28} aria-hidden />}
          title={t('editor.placed.emptyTitle', { section: title })}
          description={t(choices.length ? 'editor.placed.emptyText' : `editor.placed.noRoom.${section}`)}
          actionLabel={choices.length ? t(`editor.placed.add.${section}`) : undefined}
          onAction={() => setChoosing(true)}
        />
      ) : (
        groups.map(({ room, elements }) => (
          <Stack gap="xs" key={room.id} component="section" aria-label={room.title}>
            <Title order={3} fz="md">
              {room.title}
            </Title>
            <ElementList label={t('editor.placed.inRoom', { section: title, room: room.title })}>
              {elements.map((element) => (
                <ElementListItem key={element.id}>
                  <ElementRow
                    label={labelOf(t, element, ctx.assets)}
                    meta={metaOf(element)}
                    onOpen={() => select({ section, elementId: element.id })}
                  />
                </ElementListItem>
              ))}
            </ElementList>
          </Stack>
        ))
      )}
      <ChooseRoomModal
        opened={isChoosing}
        title={t(`editor.placed.add.${section}`)}
        choices={choices}
        onClose={() => setChoosing(false)}
        onChoose={handleChoose}
      />
    </Stack>
  );
}
