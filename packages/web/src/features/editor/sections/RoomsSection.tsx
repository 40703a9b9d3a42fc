import { ROOM_KINDS, type Room, VENUE_LIMITS } from '@foyer/shared';
import { Badge, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconChevronDown,
  IconDoorOff,
  IconHome,
  IconLink,
  IconPlus,
  IconShare,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { toastError } from '../../../ui/toast';
import { RoomPreview } from '../../events/components/RoomPreview';
import { useSaveEventSettings } from '../../events/queries';
import { toSceneContent } from '../../venue';
import { ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { SortableRows } from '../components/SortableRows';
import { kindLabelKey } from '../forms';
import { setCachedEvent, useReorderElements } from '../queries';
import { unreachableRoomIds } from '../roomLinks';
import { borrowedFrom, lentTo } from '../sharing';
import { useEditorShell } from '../shellContext';
import { AddSharedRoomModal } from './AddSharedRoomModal';
import { useReorder } from './useReorder';

/**
 * "Add room": the kind first (hall, booth, theatre, other), then the new room's form; or a room
 * another event shares (issue 15; below business the modal offers the upgrade).
 */
export function AddRoomMenu() {
  const { t } = useTranslation();
  const { data, select } = useEditorShell();
  const [isAddingShared, setAddingShared] = useState(false);
  const isFull = data.venue.rooms.length >= VENUE_LIMITS.maxRooms;
  return (
    <>
      {/* Stays open while the editor's columns scroll (as the visitor's language menu does). */}
      <Menu position="bottom-end" withinPortal hideDetached={false}>
        <Menu.Target>
          <Button
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={isFull}
          >
            {t('editor.rooms.add')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ROOM_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => select({ section: 'rooms', newKind: kind })}>
              {t(kindLabelKey(kind))}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => setAddingShared(true)}>
            {t('editor.sharing.addMenu')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AddSharedRoomModal opened={isAddingShared} onClose={() => setAddingShared(false)} />
    </>
  );
}

/** The start-room mark of a room's row. */
function StartBadge({ room }: { room: Room }) {
  const { t } = useTranslation();
  const { data } = useEditorShell();
  if (room.id !== data.event.startRoomId) return null;
  return (
    <Badge variant="light" leftSection={<IconHome size={12} aria-hidden />} style={{ flex: '0 0 auto' }}>
      {t('editor.rooms.startBadge')}
    </Badge>
  );
}

/**
 * A room's second line: its kind, whether it is shown from another event or shared with others
 * (on the line under the title, so a long event name never pushes the title out of a narrow row),
 * and "No door leads here" when visitors cannot reach it.
 */
function RoomMeta({ room, isUnreachable }: { room: Room; isUnreachable: boolean }) {
  const { t } = useTranslation();
  const { data } = useEditorShell();
  const from = borrowedFrom(data.sharing, room.id);
  const lentCount = lentTo(data.sharing, room.id).length;
  // A borrowed room carries its lender's `shared`; here it is only "shared from".
  const sharing = from
    ? { icon: IconLink, text: t('editor.sharing.borrowedBadge', { event: from.eventName }) }
    : room.shared
      ? {
          icon: IconShare,
          text:
            lentCount > 0
              ? t('editor.sharing.sharedBadgeIn', { count: lentCount })
              : t('editor.sharing.sharedBadge'),
        }
      : null;
  return (
    <>
      {t(kindLabelKey(room.kind))}
      {sharing && (
        <>
          {' · '}
          <Text span size="xs" c={from ? 'grape.8' : 'teal.8'} fw={600} style={{ whiteSpace: 'nowrap' }}>
            <sharing.icon size={12} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 3 }} />
            {sharing.text}
          </Text>
        </>
      )}
      {isUnreachable && (
        <>
          {' · '}
          <Text span size="xs" c="orange.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
            <IconDoorOff size={12} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 3 }} />
            {t('editor.rooms.unreachable')}
          </Text>
        </>
      )}
    </>
  );
}

/** PUT events/{id}/settings { startRoomId }: the room visitors enter first. */
function useSetStartRoom() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, reload } = useEditorShell();
  const save = useSaveEventSettings(data.event.id);
  const setStartRoom = async (room: Room) => {
    try {
      const event = await save.mutateAsync({ version: data.event.version, startRoomId: room.id });
      setCachedEvent(client, event);
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'STALE_VERSION') {
        toastError(t('editor.stale.eventChanged'));
        await reload();
      }
    }
  };
  return { setStartRoom, isPending: save.isPending };
}

function RoomThumb({ room }: { room: Room }) {
  const { ctx } = useEditorShell();
  return (
    <Box w={96} visibleFrom="xs" style={{ flex: '0 0 96px', borderRadius: 6, overflow: 'hidden' }}>
      <RoomPreview
        designId={room.designId}
        mainColor={ctx.event.mainColor}
        textColor={ctx.event.textColor}
        content={toSceneContent(room, ctx.venue, ctx.assets)}
      />
    </Box>
  );
}

/** The rooms section: every room with its kind, picture and start-room mark; reorder, add, start room. */
export function RoomsSection() {
  const { t } = useTranslation();
  const { data, select, variant } = useEditorShell();
  const { setStartRoom, isPending } = useSetStartRoom();
  const reorder = useReorder(useReorderElements(data.event.id));
  const { rooms } = data.venue;
  const startRoomId = data.event.startRoomId;
  const unreachable = unreachableRoomIds(data.venue, startRoomId);

  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.rooms')}
        description={t('editor.rooms.intro')}
        actions={<AddRoomMenu />}
      />
      {rooms.length === 0 ? (
        <EmptyBlock
          icon={<IconBuildingCommunity size={28} aria-hidden />}
          title={t('editor.rooms.emptyTitle')}
          description={t('editor.rooms.emptyText')}
          actionLabel={t('editor.add', { what: t(kindLabelKey('HALL')) })}
          onAction={() => select({ section: 'rooms', newKind: 'HALL' })}
        />
      ) : (
        <SortableRows
          items={rooms}
          label={t('editor.sections.rooms')}
          nameOf={(room) => room.title}
          isDraggable={variant === 'full'}
          isDisabled={reorder.isPending}
          onReorder={(ids) => reorder.run(null, ids)}
          renderRow={(room) => (
            <Group gap={4} wrap="wrap" justify="flex-end">
              <div style={{ flex: '1 1 220px', minWidth: 0 }}>
                <ElementRow
                  label={room.title}
                  meta={<RoomMeta room={room} isUnreachable={unreachable.has(room.id)} />}
                  leading={variant === 'full' ? <RoomThumb room={room} /> : undefined}
                  trailing={<StartBadge room={room} />}
                  onOpen={() => select({ section: 'rooms', elementId: room.id })}
                />
              </div>
              {room.id !== startRoomId && (
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={isPending}
                  onClick={() => void setStartRoom(room)}
                  aria-label={t('editor.rooms.setStartNamed', { room: room.title })}
                >
                  {t('editor.rooms.setStart')}
                </Button>
              )}
            </Group>
          )}
        />
      )}
      {rooms.length >= VENUE_LIMITS.maxRooms && (
        <Text size="sm" c="dimmed">
          {t('editor.rooms.full', { count: VENUE_LIMITS.maxRooms })}
        </Text>
      )}
    </Stack>
  );
}
