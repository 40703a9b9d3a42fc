import { Button, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SceneContent, type SceneItem, KIND_ORDER, sceneItems } from './sceneContent';
import { useSlotLabel } from './useSlotLabel';

export type RoomListProps = {
  designId: string;
  content: SceneContent;
  title?: string;
  onActivate?: (slotId: string) => void;
  /** Level of the room's heading; groups use the next level. */
  headingOrder?: 2 | 3 | 4 | 5;
};

const GROUP_KEYS: Record<SceneItem['kind'], string> = {
  screen: 'venue.list.screens',
  monitor: 'venue.list.monitors',
  canvas: 'venue.list.canvases',
  staff: 'venue.list.staff',
  door: 'venue.list.doors',
};

/** The same room as headings, lists and buttons, for screen readers and small screens. */
export function RoomList({ designId, content, title, onActivate, headingOrder = 2 }: RoomListProps) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  const items = sceneItems(designId, content);
  const groups = KIND_ORDER.map((kind) => ({ kind, entries: items.filter((e) => e.kind === kind) })).filter(
    (g) => g.entries.length > 0,
  );
  return (
    <Stack component="section" gap="sm" aria-label={title ?? t('venue.scene')}>
      {title && <Title order={headingOrder as TitleOrder}>{title}</Title>}
      {groups.length === 0 && <Text c="dimmed">{t('venue.list.empty')}</Text>}
      {groups.map((g) => (
        <Stack key={g.kind} gap={4}>
          <Title order={(headingOrder + 1) as TitleOrder} fz="md">
            {t(GROUP_KEYS[g.kind])}
          </Title>
          <List listStyleType="none" spacing={4} p={0}>
            {g.entries.map((e) => (
              <List.Item key={e.slot.id}>
                {onActivate ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => onActivate(e.slot.id)}>
                    {slotLabel(e)}
                  </Button>
                ) : (
                  <Text size="sm">{slotLabel(e)}</Text>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
