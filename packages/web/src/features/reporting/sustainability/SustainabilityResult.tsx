import type { SustainabilityReport } from '@foyer/shared';
import { BarChart } from '@mantine/charts';
import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SustainabilityFormat } from './format';

/**
 * The result up top: the CO₂e avoided, the in-person and virtual footprints side by side as bars on
 * one scale, and the event's figures they come from.
 */
export function SustainabilityResult({
  report,
  format,
}: {
  report: SustainabilityReport;
  format: SustainabilityFormat;
}) {
  const { t } = useTranslation();
  const { result, inputs } = report;
  const isNegative = result.netAvoidedKg < 0;
  const data = [
    { side: t('sustainability.chartInPerson'), co2e: result.inPersonKg, color: 'orange.7' },
    { side: t('sustainability.chartVirtual'), co2e: result.virtualKg, color: 'teal.6' },
  ];
  const figures = [
    {
      label: t('sustainability.visitors'),
      hint: t('sustainability.visitorsHint'),
      value: format.whole(inputs.visitors),
    },
    { label: t('sustainability.viewerHours'), value: format.hours(inputs.watchSeconds) },
    { label: t('sustainability.venueHours'), value: format.hours(inputs.venueSeconds) },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sustainability-net">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconLeaf
              size={28}
              aria-hidden
              color="var(--mantine-color-teal-6)"
              style={{ flex: '0 0 auto' }}
            />
            <div>
              <Text size="sm" c="dimmed" id="sustainability-net">
                {t('sustainability.net')}
              </Text>
              <Title
                order={3}
                fz={36}
                lh={1.1}
                c={isNegative ? 'red.7' : 'teal.7'}
                data-testid="sustainability-net"
              >
                {format.amount(result.netAvoidedKg)}
              </Title>
            </div>
          </Group>
          {isNegative && (
            <Text size="sm" c="red.7">
              {t('sustainability.netNegative')}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <div>
              <Text size="sm" fw={600}>
                {t('sustainability.inPerson')}
              </Text>
              <Text size="lg">{format.amount(result.inPersonKg)}</Text>
              <Text size="xs" c="dimmed">
                {t('sustainability.inPersonHint')}
              </Text>
            </div>
            <div>
              <Text size="sm" fw={600}>
                {t('sustainability.virtual')}
              </Text>
              <Text size="lg">{format.amount(result.virtualKg)}</Text>
              <Text size="xs" c="dimmed">
                {t('sustainability.virtualHint')}
              </Text>
            </div>
          </SimpleGrid>
          <Group gap="xl" wrap="wrap">
            {figures.map((f) => (
              <div key={f.label}>
                <Text size="xs" c="dimmed" title={f.hint}>
                  {f.label}
                </Text>
                <Text fw={600}>{f.value}</Text>
              </div>
            ))}
          </Group>
        </Stack>
        <Box role="img" aria-label={t('sustainability.chartLabel')}>
          <BarChart
            h={220}
            data={data}
            dataKey="side"
            series={[{ name: 'co2e', label: t('sustainability.co2e'), color: 'orange.7' }]}
            valueFormatter={format.amount}
            yAxisProps={{ width: 72 }}
            maxBarWidth={96}
            withTooltip={false}
            withBarValueLabel
          />
        </Box>
      </SimpleGrid>
    </Card>
  );
}
