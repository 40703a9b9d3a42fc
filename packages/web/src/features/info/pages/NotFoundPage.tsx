import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'xl', sm: 80 }}>
      <Text fz={{ base: 72, sm: 120 }} fw={800} lh={1} c="brand.5" aria-hidden>
        404
      </Text>
      <Title order={1} fz={{ base: 24, sm: 32 }}>
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw={460}>
        {t('notFound.text')}
      </Text>
      <Group mt="md" justify="center">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => navigate(-1)}
        >
          {t('common.back')}
        </Button>
        <Button component={Link} to="/events/list" leftSection={<IconHome size={16} aria-hidden />}>
          {t('notFound.home')}
        </Button>
      </Group>
    </Stack>
  );
}
