import { Box, Group, Image, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTargetContext } from '../context';

/** Every booth, filtered as the visitor types (title, description); a booth's button goes there. */
export function BoothDirectoryViewer() {
  const { t } = useTranslation();
  const ctx = useTargetContext();
  const [query, setQuery] = useState('');
  const booths = ctx.source.venue.rooms.filter((r) => r.kind === 'BOOTH');
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? booths.filter((b) => `${b.title}\n${b.description}`.toLocaleLowerCase().includes(needle))
    : booths;
  if (booths.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('visitTargets.booths.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        type="search"
        label={t('visitTargets.booths.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === 0
          ? t('visitTargets.booths.noMatch', { query: query.trim() })
          : t('visitTargets.booths.count', { count: shown.length })}
      </Text>
      <Box
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('visitTargets.booths.title')}
      >
        {shown.map((booth) => {
          const logo = booth.logoAssetId ? ctx.source.assets.get(booth.logoAssetId) : undefined;
          return (
            <Box component="li" key={booth.id} mb={6}>
              <UnstyledButton
                w="100%"
                p="xs"
                style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
                onClick={() => ctx.openTarget({ kind: 'room', elementId: booth.id })}
              >
                <Group wrap="nowrap" gap="sm">
                  {logo && (
                    <Image
                      src={logo.thumbnailUrl ?? logo.url}
                      alt={t('visitTargets.booths.logo', { title: booth.title })}
                      w={70}
                      h={19}
                      fit="contain"
                      style={{ flexShrink: 0 }}
                    />
                  )}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{booth.title}</Text>
                    {booth.description && (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {booth.description}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </UnstyledButton>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
