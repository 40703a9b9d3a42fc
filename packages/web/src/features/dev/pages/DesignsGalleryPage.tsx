import { DESIGNS, ROOM_TYPES } from '@foyer/shared';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { RoomList } from '../../venue/RoomList';
import { RoomScene } from '../../venue/RoomScene';
import { sampleContent } from '../../venue/sampleContent';
import { EMPTY_SCENE } from '../../venue/sceneContent';

const SCHEMES = [
  { main: '#1f5fbf', text: '#ffffff' },
  { main: '#f2b632', text: '#1d1d1f' },
];

/** /ui-kit/designs: every room design in two colour schemes with sample content. */
export function DesignsGalleryPage() {
  const { t } = useTranslation();
  usePageTitle(t('designs.gallery.title'));
  const [activated, setActivated] = useState<string>();
  // `?only=<designId>` shows one design (for screenshots).
  const [params] = useSearchParams();
  const only = params.get('only');
  // `?empty` shows the designs without content (as a new room looks).
  const isEmpty = params.has('empty');
  // `?main=%23112233&text=%23ffffff` tries another colour scheme next to the first one.
  const tried = params.get('main');
  const schemes = tried ? [SCHEMES[0]!, { main: tried, text: params.get('text') ?? '#ffffff' }] : SCHEMES;
  return (
    <Stack gap="xl" maw={1400} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('designs.gallery.title')}</Title>
        <Text c="dimmed">{t('designs.gallery.intro')}</Text>
        {activated && <Text size="sm">{t('designs.gallery.activated', { slot: activated })}</Text>}
      </Stack>
      {ROOM_TYPES.filter((type) => !only || DESIGNS.some((d) => d.id === only && d.roomType === type)).map(
        (type) => (
          <Stack key={type} gap="md">
            <Title order={2}>{t(`designs.roomTypes.${type}`)}</Title>
            {DESIGNS.filter((d) => d.roomType === type && (!only || d.id === only)).map((d) => {
              const content = isEmpty ? EMPTY_SCENE : sampleContent(d.id);
              return (
                <Card key={d.id} withBorder radius="lg" padding="lg">
                  <Group justify="space-between" mb="sm">
                    <Title order={3} fz="lg">
                      {t(d.name)}
                    </Title>
                    <Badge variant="light">{d.id}</Badge>
                  </Group>
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    {schemes.map((colors) => (
                      <RoomScene
                        key={colors.main}
                        designId={d.id}
                        colors={colors}
                        content={content}
                        interactive
                        onActivate={setActivated}
                        title={t(d.name)}
                      />
                    ))}
                  </SimpleGrid>
                </Card>
              );
            })}
          </Stack>
        ),
      )}
      <Card withBorder radius="lg" padding="lg">
        <RoomList
          designId="booth-island"
          content={sampleContent('booth-island')}
          title={t('designs.booth-island.name')}
          onActivate={setActivated}
        />
      </Card>
    </Stack>
  );
}

export default DesignsGalleryPage;
