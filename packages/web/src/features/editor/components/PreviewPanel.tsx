import { SLOT_KIND_OF, type Room, type Venue, type VenueElement } from '@foyer/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFormPreview, RoomScene, TimelineView, toSceneContent } from '../../venue';
import { PlacementScene } from '../forms';
import type { Selection } from '../selection';
import { useEditorShell } from '../shellContext';
import type { ElementEditor } from '../useElementDraft';

/**
 * The room in context: the selected room, the room of the selected element or door (or the room a
 * new one is added to), else the start room, else the first room. Read from the venue with the draft
 * applied, so it shows unsaved changes.
 */
export function roomInContext(
  venue: Venue,
  draft: VenueElement | null,
  parentId: string | null,
  selection: Selection,
  startRoomId: string | null,
): Room | undefined {
  const byId = (id: string | null | undefined) => (id ? venue.rooms.find((r) => r.id === id) : undefined);
  if (draft && ['HALL', 'BOOTH', 'THEATRE', 'OTHER'].includes(draft.kind)) return byId(draft.id);
  if (draft?.kind === 'DOOR') return byId(draft.roomId);
  return byId(parentId) ?? byId(selection.parentId) ?? byId(startRoomId) ?? venue.rooms[0];
}

/** True when the element sits in a slot of its room's design (it can be dragged to another slot). */
const isPlaced = (element: VenueElement | null): element is VenueElement & { slotId: string } =>
  Boolean(element && element.kind in SLOT_KIND_OF && 'slotId' in element);

/** What the preview column draws: the agenda's timeline, the registration form, or the room. */
function PreviewBody({ editor }: { editor: ElementEditor }) {
  const { t } = useTranslation();
  const { ctx, selection, select, previewColors } = useEditorShell();
  const draft = editor.state?.draft ?? null;
  const kind = draft?.kind;
  if (selection.section === 'agenda' || kind === 'TIMELINE_DAY' || kind === 'TIMELINE_DAY_ITEM')
    return ctx.venue.agenda.length ? (
      <TimelineView
        days={ctx.venue.agenda}
        ctx={ctx}
        timeZone={ctx.event.timeZone}
        onSelectItem={(item) => select({ section: 'agenda', elementId: item.id })}
      />
    ) : (
      <Text size="sm" c="dimmed">
        {t('editor.preview.noAgenda')}
      </Text>
    );
  if (selection.section === 'profileFields' || kind === 'PROFILE_ITEM')
    return <ProfileFormPreview items={ctx.venue.profileItems} />;

  const room = roomInContext(
    ctx.venue,
    draft,
    editor.state?.parentId ?? null,
    selection,
    ctx.event.startRoomId,
  );
  if (!room)
    return (
      <Text size="sm" c="dimmed">
        {t('editor.preview.noRoom')}
      </Text>
    );
  const colors = previewColors ?? { main: ctx.event.mainColor, text: ctx.event.textColor };
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {room.title || t('editor.preview.untitled')}
        </Text>
        {room.id === ctx.event.startRoomId && (
          <Badge size="sm" variant="light">
            {t('editor.rooms.startBadge')}
          </Badge>
        )}
      </Group>
      {isPlaced(draft) ? (
        <>
          <PlacementScene
            room={room}
            ctx={ctx}
            element={draft}
            onMove={(slotId) => editor.setDraft({ ...draft, slotId } as VenueElement)}
          />
          <Text size="xs" c="dimmed">
            {t('editor.preview.dragHint')}
          </Text>
        </>
      ) : (
        <RoomScene
          designId={room.designId}
          colors={colors}
          content={toSceneContent(room, ctx.venue, ctx.assets)}
          title={room.title}
        />
      )}
    </Stack>
  );
}

/** The live preview column: the part being edited as visitors will see it, updated as fields change. */
export function PreviewPanel({ editor }: { editor: ElementEditor }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id={headingId}>
            {t('editor.preview.title')}
          </Title>
          {editor.isDirty && (
            <Badge size="sm" color="yellow" variant="light">
              {t('editor.preview.unsaved')}
            </Badge>
          )}
        </Group>
        <PreviewBody editor={editor} />
      </Stack>
    </Card>
  );
}
