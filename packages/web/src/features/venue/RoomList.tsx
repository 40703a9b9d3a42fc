import { Button, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type SceneBrand,
  type SceneContent,
  type SceneItem,
  type SlotState,
  KIND_ORDER,
  contentForVisitors,
  sceneItems,
} from './sceneContent';
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
  /** The section's accessible name (default: the title, else "Room"). */
  label?: string;
  /** The visitors' venue: no placeholders, the event's logo or title in the logo slot (see RoomScene). */
  forVisitors?: boolean;
  brand?: SceneBrand;
  /**
   * A phone's tap list: only what can be tapped, each a full-width button at least 44 px high whose
   * label wraps instead of being cut.
   */
  isTouch?: boolean;
};

/** The least height of a touch target (WCAG 2.5.5), in CSS pixels. */
export const TOUCH_TARGET_PX = 44;

const touchStyles = {
  root: { minHeight: TOUCH_TARGET_PX, height: 'auto', paddingBlock: 8 },
  inner: { justifyContent: 'flex-start' },
  label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 },
} as const;

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
  label,
  forVisitors = false,
  brand,
  isTouch = false,
}: RoomListProps) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  const shown = forVisitors ? contentForVisitors(designId, content, brand) : content;
  const all = sceneItems(designId, shown);
  const items =
    isTouch && onActivate ? all.filter((e) => slotState?.(e.slot.id).isActionable !== false) : all;
  const groups = KIND_ORDER.map((kind) => ({ kind, entries: items.filter((e) => e.kind === kind) })).filter(
    (g) => g.entries.length > 0,
  );
  // A tap list with nothing to tap is left out; the screen-reader list says the room is empty.
  if (isTouch && groups.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-label={label ?? title ?? t('venue.scene')}>
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
                      variant={isTouch ? 'default' : 'subtle'}
                      size={isTouch ? 'md' : 'compact-sm'}
                      fullWidth={isTouch}
                      styles={isTouch ? touchStyles : undefined}
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
