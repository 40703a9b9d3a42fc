import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { BusySkeleton } from '../../../ui/BusySkeleton';

/** Loading: the totals and the charts in their places, announced as loading. */
export function ReportSkeleton() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((k) => (
          <BusySkeleton key={k} height={104} radius="lg" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <BusySkeleton height={320} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <BusySkeleton height={320} radius="lg" />
        </Grid.Col>
        <Grid.Col span={12}>
          <BusySkeleton height={280} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
