import { type RoomType, designsFor } from '@foyer/shared';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoomPreview } from '../../events/components/RoomPreview';
import type { EditorContext } from '../types';

type DesignGalleryProps = {
  roomType: RoomType;
  value: string;
  onChange(designId: string): void;
  /** Translated error text. */
  error?: string;
  ctx: EditorContext;
};

/** The designs of a room type as radio cards, each a small picture of the room in the event's colours. */
export function DesignGallery({ roomType, value, onChange, error, ctx }: DesignGalleryProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('elementForm.fields.designId')}
      description={t('elementForm.room.designHint')}
      error={error}
      withAsterisk
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
        {designsFor(roomType).map((design) => (
          <Radio.Card
            key={design.id}
            value={design.id}
            radius="md"
            p={0}
            style={{
              overflow: 'hidden',
              outline: design.id === value ? '2px solid var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            <RoomPreview
              designId={design.id}
              mainColor={ctx.event.mainColor}
              textColor={ctx.event.textColor}
            />
            <Stack gap={4} p="xs">
              <Radio.Indicator />
              <Text fw={600} size="sm">
                {t(design.name)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`designs.themes.${design.theme}`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
