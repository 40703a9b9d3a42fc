import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The plain part of a mailing. Null: made by the server from the message (shown as last made, or
 * empty before the first save); typing makes it the author's own, and "Reset to the text made from
 * the message" gives it back to the server.
 */
export function PlainTextField({
  value,
  generated,
  error,
  textRef,
  onChange,
  onFocus,
}: {
  value: string | null;
  /** The text the server made from the saved message ('' when none yet). */
  generated: string;
  error?: string;
  textRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (next: string | null) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation();
  const isCustom = value !== null;
  return (
    <Stack gap={6}>
      <Textarea
        ref={textRef}
        label={t('mailings.editor.text')}
        description={t(isCustom ? 'mailings.editor.textCustom' : 'mailings.editor.textGenerated')}
        placeholder={t('mailings.editor.textPlaceholder')}
        value={value ?? generated}
        onChange={(e) => onChange(e.currentTarget.value)}
        onFocus={onFocus}
        error={error}
        classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
        autosize
        minRows={5}
        maxRows={16}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {isCustom && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRestore size={14} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('mailings.editor.textReset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
