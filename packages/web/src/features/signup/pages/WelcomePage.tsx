import { Button, Grid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useUser } from '../../users/queries';
import { SignupFrame } from '../components/SignupFrame';
import { VideoGuideCard } from '../components/VideoGuideCard';

/** Shown once, right after the email confirmation (router state fromConfirmation). */
export function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.welcome.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useUser();
  const fromConfirmation =
    (location.state as { fromConfirmation?: boolean } | null)?.fromConfirmation === true;
  if (!fromConfirmation) return <Navigate to="/events/list" replace />;
  const name = user?.profile.firstName;
  return (
    <SignupFrame
      step="email"
      isDone
      width={960}
      title={name ? t('registration.welcome.titleWithName', { name }) : t('registration.welcome.title')}
    >
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ThemeIcon size={48} radius="xl" variant="light" color="teal">
              <IconConfetti size={26} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {t('registration.welcome.subtitle')}
            </Title>
            <Text c="dimmed">{t('registration.welcome.text')}</Text>
            <Button
              onClick={() => navigate('/events/kickstarter/welcome')}
              size="md"
              leftSection={<IconSparkles size={18} aria-hidden />}
            >
              {t('registration.welcome.createFirst')}
            </Button>
            <Button component={Link} to="/events/list" variant="subtle">
              {t('registration.welcome.later')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <VideoGuideCard />
        </Grid.Col>
      </Grid>
    </SignupFrame>
  );
}
