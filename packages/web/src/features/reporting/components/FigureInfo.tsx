import type { ReportFigure } from '@foyer/shared';
import { ActionIcon, CloseButton, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../../ui/theme';

/**
 * What a figure means: a figure of the report (its text is `reporting.definitions.<figure>`), or a
 * written definition (the advanced reports' figures, whose texts may hold the shared thresholds).
 */
export type FigureDefinition = { figure: ReportFigure } | { definition: ReactNode };

/**
 * The definition of a figure one click away: a small info button ("What does “Visitors” mean?") that
 * opens a dialog with the written definition. The focus moves into it; Escape or its close button
 * close it and give the focus back to the button.
 */
export function FigureInfo(props: FigureDefinition & { label: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { label } = props;
  const text = 'figure' in props ? t(`reporting.definitions.${props.figure}`) : props.definition;
  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width={LAYOUT.tooltipMinWidth}
      position="top"
      withArrow
      trapFocus
      returnFocus
      // Stays with its button rather than vanishing when the button is scrolled out of view.
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('reporting.whatIs', { figure: label })}
          onClick={() => setOpen((o) => !o)}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm">
              {label}
            </Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setOpen(false)} />
          </Group>
          {/* A div: a definition may be a list. */}
          <Text size="sm" component="div">
            {text}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
