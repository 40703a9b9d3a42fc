import { MAILING_PLACEHOLDERS, type MailingPlaceholder, placeholderOf } from '@foyer/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where the insert buttons put a placeholder: the formatted message or the plain text. */
export type InsertTarget = 'html' | 'text';

/**
 * One button per placeholder ({{firstname}} … {{eventstart}}), inserting it at the cursor of the
 * message, or of the plain text when that was focused last; says where it inserts and what the
 * event placeholders stand for when a mailing goes to several events.
 */
export function PlaceholderButtons({
  target,
  onInsert,
}: {
  target: InsertTarget;
  onInsert: (placeholder: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(`mailings.editor.insertInto.${target}`);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="mailing-placeholders-label">
        {label}
      </Text>
      <Group gap="xs" role="group" aria-labelledby="mailing-placeholders-label">
        {MAILING_PLACEHOLDERS.map((name: MailingPlaceholder) => (
          <Button
            key={name}
            variant="light"
            size="compact-sm"
            leftSection={<IconBraces size={14} aria-hidden />}
            title={placeholderOf(name)}
            // Keep the focus (and the cursor) in the field the placeholder goes into.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(placeholderOf(name))}
          >
            {t(`mailings.placeholders.${name}`)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('mailings.editor.placeholderHint')}
      </Text>
    </Stack>
  );
}
