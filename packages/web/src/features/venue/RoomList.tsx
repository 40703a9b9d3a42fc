import { Button, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SceneContent, type SceneItem, type SlotState, KIND_ORDER, sceneItems } from './sceneContent';
import { useSlotLabel } from './useSlotLabel';

export type RoomListProps = {
  designId: string;
  content: SceneContent;
  title?: string;
  onActivate?: (slotId: string) => void;
  /** Per slot: whether it is a button, and whether it is disabled for now (default: every slot acts). */
  slotState?: (slotId: string) => SlotState;
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
export function RoomList({
  designId,
  content,
  title,
  onActivate,
  slotState,
  headingOrder = 2,
}: RoomListProps) {
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
            {g.entries.map((e) => {
              const state = slotState?.(e.slot.id);
              const isDisabled = Boolean(state?.isDisabled);
              return (
                <List.Item key={e.slot.id}>
                  {onActivate && state?.isActionable !== false ? (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-disabled={isDisabled || undefined}
                      data-disabled={isDisabled || undefined}
                      onClick={() => {
                        if (!isDisabled) onActivate(e.slot.id);
                      }}
                    >
                      {slotLabel(e)}
                    </Button>
                  ) : (
                    // Lined up with the buttons' text beside it.
                    <Text size="sm" px={onActivate ? 'xs' : undefined}>
                      {slotLabel(e)}
                    </Text>
                  )}
                  {state?.hint && (
                    <Text span size="sm" c="dimmed" ml="xs">
                      {state.hint}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
