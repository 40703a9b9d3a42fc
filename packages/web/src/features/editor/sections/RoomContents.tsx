import { ELEMENTS_OF_ROOM, type ElementKind, type VenueElement } from '@foyer/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementList, ElementListItem, ElementRow } from '../components/ElementRow';
import { kindLabelKey, newElement } from '../forms';
import { borrowedFrom } from '../sharing';
import { useEditorShell } from '../shellContext';
import { labelOf } from '../tree/editorTree';

/** A short second line for an element in a list: its place in the design, or where a door leads. */
export function useElementMeta() {
  const { t } = useTranslation();
  const { data } = useEditorShell();
  return (element: VenueElement): string | undefined => {
    const parts: string[] = [];
    if ('slotId' in element)
      parts.push(t('editor.rooms.slot', { number: element.slotId.split('-')[1] ?? '' }));
    if ('target' in element && element.target.kind === 'room') {
      const { elementId } = element.target;
      const room = data.venue.rooms.find((r) => r.id === elementId);
      if (room) parts.push(t('editor.rooms.leadsTo', { room: room.title }));
    }
    return parts.length ? parts.join(' · ') : undefined;
  };
}

type KindGroupProps = {
  roomId: string;
  kind: ElementKind;
  elements: readonly VenueElement[];
  /** Parts of a room shown from another event: listed, never added here. */
  isReadOnly?: boolean;
};

/** The room's elements of one kind, with "Add <kind>" (or why there is no place for another). */
function KindGroup({ roomId, kind, elements, isReadOnly = false }: KindGroupProps) {
  const { t } = useTranslation();
  const { ctx, select, selection } = useEditorShell();
  const headingId = useId();
  const metaOf = useElementMeta();
  const hasPlace = newElement(kind, ctx, roomId) !== null;
  const kindName = t(kindLabelKey(kind));
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={4} fz="md" id={headingId}>
          {t(kindLabelKey(kind, 2))} ({elements.length})
        </Title>
        {!isReadOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!hasPlace}
            onClick={() => select({ section: selection.section, newKind: kind, parentId: roomId })}
          >
            {t('editor.add', { what: kindName })}
          </Button>
        )}
      </Group>
      {!hasPlace && !isReadOnly && (
        <Text size="xs" c="dimmed">
          {t('editor.rooms.noFreePlace', { kind: kindName })}
        </Text>
      )}
      {elements.length > 0 && (
        <ElementList label={t(kindLabelKey(kind, 2))}>
          {elements.map((element) => (
            <ElementListItem key={element.id}>
              <ElementRow
                label={labelOf(t, element, ctx.assets)}
                meta={metaOf(element)}
                onOpen={() => select({ section: selection.section, elementId: element.id })}
              />
            </ElementListItem>
          ))}
        </ElementList>
      )}
    </Stack>
  );
}

/**
 * Below a room's form: its elements grouped by the kinds the room takes, and its doors. In a room
 * shown from another event (issue 15) its elements are listed read-only; doors are this event's.
 */
export function RoomContents({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const { data } = useEditorShell();
  const headingId = useId();
  const room = data.venue.rooms.find((r) => r.id === roomId);
  if (!room) return null;
  const kinds: readonly ElementKind[] = ELEMENTS_OF_ROOM[room.kind];
  const from = borrowedFrom(data.sharing, room.id);
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId} mt="md">
      <div>
        <Title order={3} fz="lg" id={headingId}>
          {t('editor.rooms.contents', { room: room.title })}
        </Title>
        {from && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('editor.sharing.contentsHint', { event: from.eventName })}
          </Text>
        )}
      </div>
      {kinds.map((kind) => (
        <KindGroup
          key={kind}
          roomId={room.id}
          kind={kind}
          elements={room.elements.filter((e) => e.kind === kind)}
          isReadOnly={from !== null}
        />
      ))}
      <KindGroup
        roomId={room.id}
        kind="DOOR"
        elements={data.venue.doors.filter((d) => d.roomId === room.id)}
      />
    </Stack>
  );
}
