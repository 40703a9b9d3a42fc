import type { ElementKind, ElementUsage } from '@foyer/shared';
import { ELEMENT_KINDS } from '@foyer/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { kindLabelKey } from '../forms';

type DependenciesDialogProps = {
  /** Where the element is used (REMOVABLE_DOC_HAS_DEPENDENCIES); null = closed. */
  usages: readonly ElementUsage[] | null;
  onClose(): void;
  /**
   * Opens the using element (or the event's general settings for the start room / help booth, or
   * the editor of another event that shows a shared room).
   */
  onOpen(usage: ElementUsage): void;
  /** Keys of the title, the text above the list and the hint below it (an event's delete words them its own way). */
  textKeys?: { title: string; text: string; hint: string };
};

const ELEMENT_TEXT_KEYS = {
  title: 'editor.usages.title',
  text: 'editor.usages.text',
  hint: 'editor.usages.hint',
} as const;

const isKind = (type: string): type is ElementKind => (ELEMENT_KINDS as readonly string[]).includes(type);

/**
 * The translated name of what uses an element: an element kind, the event's start room / help
 * booth, or another event that shows the room (issue 15, named by the usage's label).
 */
export function useUsageType() {
  const { t } = useTranslation();
  return ({ type, label }: ElementUsage) => {
    if (isKind(type)) return t(kindLabelKey(type));
    if (type === 'event.startRoom') return t('editor.usages.startRoom');
    if (type === 'event.helpBooth') return t('editor.usages.helpBooth');
    if (type === 'event.sharedRoom') return t('editor.usages.sharedRoom', { name: label });
    return type;
  };
}

/**
 * The refusal of a delete (spec §4 "a chat or element used elsewhere cannot be deleted"): where the
 * element is used, each with a button that opens the using element.
 */
export function DependenciesDialog({
  usages,
  onClose,
  onOpen,
  textKeys = ELEMENT_TEXT_KEYS,
}: DependenciesDialogProps) {
  const { t } = useTranslation();
  const typeOf = useUsageType();
  return (
    <AppModal opened={usages !== null} onClose={onClose} size="md" title={t(textKeys.title)}>
      <Stack gap="md">
        <Text size="sm">{t(textKeys.text)}</Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {(usages ?? []).map((usage) => (
            <Group
              component="li"
              key={`${usage.type}-${usage.id}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {usage.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {typeOf(usage)}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                rightSection={<IconArrowRight size={14} aria-hidden />}
                onClick={() => onOpen(usage)}
                aria-label={t('editor.usages.openNamed', { name: usage.label })}
              >
                {t('editor.usages.open')}
              </Button>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t(textKeys.hint)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
