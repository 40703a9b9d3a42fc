import { LIMITS } from '@foyer/shared';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconBug, IconCircleCheck, IconMinus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { sendBugReport } from '../bugReport';
import { bugReportPanel, useBugReportPanel } from '../bugReportStore';

/** Floating bug-report panel: title, description, email; minimise; close with confirmation; finished view. */
export function BugReportPanel({ defaultEmail }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  const state = useBugReportPanel();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [isSent, setSent] = useState(false);
  const canSend = title.trim() !== '' && description.trim() !== '';

  const reset = () => {
    setTitle('');
    setDescription('');
    setSent(false);
  };

  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(() => {
      bugReportPanel.set('closed');
      setTitle('');
      setDescription('');
      setSent(false);
    }, LIMITS.bugReportCloseMs);
    return () => clearTimeout(timer);
  }, [isSent]);

  const handleSend = () => {
    if (!canSend) return;
    sendBugReport({ title: title.trim(), description: description.trim(), email: email.trim() });
    setSent(true);
  };

  const handleClose = () => {
    if (isSent || (!title && !description)) {
      bugReportPanel.set('closed');
      reset();
      return;
    }
    confirmAction({
      title: t('bugReport.closeTitle'),
      message: t('bugReport.closeText'),
      confirmLabel: t('bugReport.discard'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        bugReportPanel.set('closed');
        reset();
      },
    });
  };

  if (state === 'closed') return null;
  if (state === 'minimised') {
    return (
      <Button
        pos="fixed"
        bottom={16}
        right={16}
        style={{ zIndex: 200 }}
        leftSection={<IconBug size={18} aria-hidden />}
        onClick={() => bugReportPanel.set('open')}
      >
        {t('bugReport.title')}
      </Button>
    );
  }
  return (
    <Paper
      component="section"
      aria-label={t('bugReport.title')}
      withBorder
      shadow="xl"
      radius="md"
      p="md"
      pos="fixed"
      bottom={16}
      right={16}
      w="min(380px, calc(100vw - 32px))"
      style={{ zIndex: 200 }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBug size={18} aria-hidden />
          <Text fw={600}>{t('bugReport.title')}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('bugReport.minimise')} withArrow={false} styles={{ tooltip: { minWidth: 0 } }}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('bugReport.minimise')}
              onClick={() => bugReportPanel.set('minimised')}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" color="gray" aria-label={t('common.close')} onClick={handleClose}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {isSent ? (
        <Stack align="center" ta="center" py="lg" gap="xs" role="status">
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('bugReport.thanks')}</Text>
          <Text size="sm" c="dimmed">
            {t('bugReport.thanksText')}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('bugReport.intro')}
          </Text>
          <TextInput
            label={t('bugReport.fieldTitle')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            withAsterisk
          />
          <Textarea
            label={t('bugReport.fieldDescription')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
            withAsterisk
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button onClick={handleSend} disabled={!canSend}>
            {t('bugReport.send')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
