import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { RoomList, RoomScene } from '../../venue';
import { useEventPreview } from '../queries';
import { startRoomOf } from '../startRoom';

/** /events/preview/{id} (opened in a new window): the event's start room as visitors will enter it. */
export default function EventPreviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const template = search.get('template') ?? undefined;
  const { data } = useEventPreview(id, template);
  const title = data ? data.event.title1 || data.event.name : t('eventsList.preview');
  usePageTitle(`${t('eventsList.preview')} · ${title}`);
  const start = data ? startRoomOf(data) : null;
  const room = start?.room;

  return (
    <Box
      mih="100vh"
      py="lg"
      style={{
        background: data?.event.mainColor ?? 'var(--mantine-color-body)',
        color: data?.event.textColor,
      }}
    >
      <Container size="xl">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <div>
              <Text size="xs" tt="uppercase" fw={700} opacity={0.8}>
                {t('eventsList.previewBadge')}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {title}
              </Title>
              {data?.event.title2 && <Text opacity={0.85}>{data.event.title2}</Text>}
            </div>
            {room && <Text fw={600}>{room.title}</Text>}
          </Group>
          <Box style={{ borderRadius: 12, overflow: 'hidden', boxShadow: '0 12px 40px rgb(0 0 0 / 25%)' }}>
            {data && start ? (
              <RoomScene
                designId={start.room.designId}
                colors={{ main: data.event.mainColor, text: data.event.textColor }}
                content={start.content}
                title={start.room.title}
              />
            ) : (
              <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={0} />
            )}
          </Box>
          {start && (
            <Box
              p="md"
              style={{
                borderRadius: 12,
                background: 'var(--mantine-color-body)',
                color: 'var(--mantine-color-text)',
              }}
            >
              <RoomList designId={start.room.designId} content={start.content} title={start.room.title} />
            </Box>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
