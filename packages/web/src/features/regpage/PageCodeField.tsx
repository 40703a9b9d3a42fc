import { MSG, pageCodeField } from '@foyer/shared';
import { ActionIcon, Anchor, CopyButton, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form';
import { checkPageCode } from './queries';
import { type RegPageValues, publicPageUrl } from './regpageForm';

/** Debounce of the uniqueness check while typing. */
export const PAGE_CODE_CHECK_DELAY_MS = 400;

/**
 * The page code with its public address (copy, open in a new tab). While the person types, a code
 * of the right format is checked with the server and marked "Already used" when another event has it;
 * a failed check leaves the decision to the server on save.
 */
export function PageCodeField({
  form,
  eventId,
  savedCode,
}: {
  form: UseFormReturn<RegPageValues>;
  eventId: string;
  /** The saved code: it is this event's own, so it needs no check. */
  savedCode: string;
}) {
  const { t } = useTranslation();
  const code = form.watch('pageCode');
  const [debounced] = useDebouncedValue(code, PAGE_CODE_CHECK_DELAY_MS);
  const [isChecking, setChecking] = useState(false);

  useEffect(() => {
    const parsed = pageCodeField.safeParse(debounced);
    const isUniqueError = form.getFieldState('pageCode').error?.type === 'unique';
    if (!parsed.success || parsed.data === savedCode) {
      if (isUniqueError) form.clearErrors('pageCode');
      return;
    }
    let isCurrent = true;
    setChecking(true);
    checkPageCode(eventId, parsed.data)
      .then((isFree) => {
        if (!isCurrent || form.getValues('pageCode').trim() !== parsed.data) return;
        if (!isFree) form.setError('pageCode', { type: 'unique', message: MSG.alreadyUsed });
        else if (form.getFieldState('pageCode').error?.type === 'unique') form.clearErrors('pageCode');
      })
      .catch(() => {})
      .finally(() => {
        if (isCurrent) setChecking(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [debounced, eventId, savedCode, form]);

  const trimmed = (code ?? '').trim();
  const url = trimmed ? publicPageUrl(trimmed) : '';
  // "Open page" shows the saved page: a code typed but not saved has no page yet.
  return (
    <Stack gap={6}>
      <TextField
        control={form.control}
        name="pageCode"
        label={t('regpageEditor.pageCode')}
        description={t('regpageEditor.pageCodeHint')}
        isRequired
        autoComplete="off"
        spellCheck={false}
        rightSection={
          isChecking ? (
            <Loader size="xs" role="status" aria-label={t('regpageEditor.checkingCode')} />
          ) : undefined
        }
      />
      {url && (
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
            {url}
          </Text>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('regpageEditor.copied') : t('regpageEditor.copyUrl')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('regpageEditor.copyUrl')}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Anchor
            href={publicPageUrl(savedCode)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ whiteSpace: 'nowrap' }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {t('regpageEditor.openPage')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
