import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading state of a page: the shape of what is coming, not a spinner over a blank page. */
export function PageSkeleton({ variant = 'cards' }: { variant?: 'cards' | 'form' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={28} width="40%" radius="sm" />
      {variant === 'form' ? (
        <Stack gap="md" maw={520}>
          {[0, 1, 2, 3].map((i) => (
            <Stack gap={6} key={i}>
              <Skeleton height={12} width={120} radius="sm" />
              <Skeleton height={40} radius="md" />
            </Stack>
          ))}
          <Skeleton height={40} width={140} radius="md" />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {[0, 1, 2].map((i) => (
            <Card withBorder radius="md" key={i} padding="md">
              <Skeleton height={140} radius="sm" mb="md" />
              <Skeleton height={16} width="70%" mb={8} />
              <Skeleton height={12} mb={6} />
              <Skeleton height={12} width="80%" />
              <Group mt="md" gap="sm">
                <Skeleton height={32} width={90} />
                <Skeleton height={32} width={90} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
