import type { ElementKind, Room, Venue } from '@foyer/shared';
import { Anchor, Card, Table, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { SectionHeader } from '../components/SectionHeader';
import { kindLabelKey } from '../forms';
import { SECTION_KINDS } from '../selection';
import { useEditorShell } from '../shellContext';

/** The columns of the overview: a section's kinds counted per room (and the room's doors). */
const COLUMNS: { key: string; labelKey: () => string; kinds: readonly ElementKind[] }[] = [
  { key: 'canvas', labelKey: () => 'editor.sections.canvas', kinds: SECTION_KINDS.canvas ?? [] },
  { key: 'documents', labelKey: () => 'editor.sections.documents', kinds: SECTION_KINDS.documents ?? [] },
  { key: 'videos', labelKey: () => 'editor.sections.videos', kinds: SECTION_KINDS.videos ?? [] },
  { key: 'staff', labelKey: () => 'editor.sections.staff', kinds: SECTION_KINDS.staff ?? [] },
  { key: 'slides', labelKey: () => 'editor.sections.slides', kinds: SECTION_KINDS.slides ?? [] },
  { key: 'links', labelKey: () => kindLabelKey('THEATRE_LINK', 2), kinds: ['THEATRE_LINK'] },
  { key: 'doors', labelKey: () => 'editor.sections.doors', kinds: ['DOOR'] },
];

/** How many elements of `kinds` a room holds (doors: those standing in it). */
export function countIn(room: Room, venue: Pick<Venue, 'doors'>, kinds: readonly ElementKind[]): number {
  if (kinds.includes('DOOR')) return venue.doors.filter((d) => d.roomId === room.id).length;
  return room.elements.filter((e) => kinds.includes(e.kind)).length;
}

/** The content section: every room with the number of its canvases, documents, videos… A row opens the room. */
export function ContentSection() {
  const { t } = useTranslation();
  const { data, select } = useEditorShell();
  const { rooms } = data.venue;
  const open = (room: Room) => select({ section: 'rooms', elementId: room.id });
  return (
    <>
      <SectionHeader title={t('editor.sections.content')} description={t('editor.content.intro')} />
      {rooms.length === 0 ? (
        <EmptyBlock
          icon={<IconLayoutGrid size={28} aria-hidden />}
          title={t('editor.rooms.emptyTitle')}
          description={t('editor.rooms.emptyText')}
          actionLabel={t('editor.content.toRooms')}
          onAction={() => select({ section: 'rooms' })}
        />
      ) : (
        <Card withBorder radius="lg" padding={0} mt="md">
          <Table.ScrollContainer minWidth={640}>
            <Table highlightOnHover verticalSpacing="xs" horizontalSpacing="md">
              <Table.Caption>{t('editor.content.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('editor.content.room')}</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.key} scope="col" ta="right">
                      {t(c.labelKey())}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rooms.map((room) => (
                  <Table.Tr key={room.id} onClick={() => open(room)} style={{ cursor: 'pointer' }}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={(e) => {
                          e.stopPropagation();
                          open(room);
                        }}
                      >
                        {room.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t(kindLabelKey(room.kind))}
                      </Text>
                    </Table.Th>
                    {COLUMNS.map((c) => (
                      <Table.Td key={c.key} ta="right">
                        {countIn(room, data.venue, c.kinds)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
