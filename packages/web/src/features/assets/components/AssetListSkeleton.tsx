import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading shape of the list or the grid. */
export function AssetListSkeleton({ view, rows = 6 }: { view: 'list' | 'grid'; rows?: number }) {
  const { t } = useTranslation();
  const items = Array.from({ length: rows }, (_, i) => i);
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="md">
          {items.map((i) => (
            <Card withBorder radius="md" padding="sm" key={i}>
              <Card.Section>
                <Skeleton height={150} radius={0} />
              </Card.Section>
              <Skeleton height={14} width="70%" mt="sm" />
              <Skeleton height={10} width="50%" mt={8} />
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {items.map((i) => (
            <Group key={i} gap="md" wrap="nowrap">
              <Skeleton height={40} width={56} radius="sm" />
              <Skeleton height={14} width="30%" />
              <Skeleton height={12} width="15%" />
              <Skeleton height={12} width="10%" />
              <Skeleton height={12} width="12%" />
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
