import { Anchor, Box, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An https page embedded in a sandboxed frame, with a link to open it in a new tab. */
export function IframeViewer({ url, title }: { url: string; title?: string }) {
  const { t } = useTranslation();
  const name = title ?? t('visitTargets.iframe.untitled');
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t('visitTargets.openInNewTab')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Box
        component="iframe"
        src={url}
        title={t('visitTargets.iframe.frameTitle', { title: name })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        w="100%"
        h="70vh"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      />
    </Stack>
  );
}
