import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Nothing happened yet (no registration, no visitor): the figures appear once people register and
 * visit, and a link to where the registration page is set up. EmptyBlock's look, with a link for its action.
 */
export function ReportEmpty({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconChartBar size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('reporting.empty.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('reporting.empty.text')}
        </Text>
        <Button mt="sm" component={Link} to={`/events/regpage/${encodeURIComponent(eventId)}`}>
          {t('reporting.empty.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
