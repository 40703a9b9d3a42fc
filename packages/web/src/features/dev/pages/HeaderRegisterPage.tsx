import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SignupStepper } from '../../signup/components/SignupStepper';

/** /header-register: the registration header and stepper in each state. */
export function HeaderRegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('dev.headerRegister.title'));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('dev.headerRegister.title')}</Title>
        <Text c="dimmed">{t('dev.headerRegister.subtitle')}</Text>
      </Stack>
      {(['account', 'profile', 'email'] as const).map((step) => (
        <Card key={step} withBorder radius="lg" padding="lg">
          <SignupStepper active={step} />
        </Card>
      ))}
      <Card withBorder radius="lg" padding="lg">
        <SignupStepper active="email" isDone />
      </Card>
    </Stack>
  );
}
