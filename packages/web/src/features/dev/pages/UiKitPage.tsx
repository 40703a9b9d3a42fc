import { MSG, SignupAccountRequest, countryOptions, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n';
import { AppModal } from '../../../ui/AppModal';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { CheckboxField, PasswordField, SelectField, TextField } from '../../../ui/form';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { confirmAction } from '../../../ui/confirm';
import { toastError, toastInfo, toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';

const DemoForm = SignupAccountRequest.pick({ email: true })
  .extend({
    password: newPasswordField,
    confirmPassword: z.string(),
    country: z.string().min(1, MSG.required),
    agreement: z.literal(true, { error: MSG.agreement }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /ui-kit: the design system in one place. */
export function UiKitPage() {
  const { t } = useTranslation();
  usePageTitle(t('dev.uiKit.title'));
  const [isModalOpen, setModalOpen] = useState(false);
  const countries = useMemo(() => countryOptions(currentLanguage()), []);
  const form = useForm({
    resolver: zodResolver(DemoForm),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      country: '',
      agreement: false as unknown as true,
    },
  });
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('dev.uiKit.title')}</Title>
        <Text c="dimmed">{t('dev.uiKit.subtitle')}</Text>
      </Stack>
      <Section title={t('dev.uiKit.forms')}>
        <form onSubmit={form.handleSubmit(() => toastSuccess(t('common.saved')))} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={form.control} name="email" label={t('fields.email')} isRequired />
            <SelectField
              control={form.control}
              name="country"
              label={t('fields.country')}
              data={countries}
              searchable
              isRequired
            />
            <PasswordField
              control={form.control}
              name="password"
              label={t('fields.password')}
              isRequired
              withRules
            />
            <PasswordField
              control={form.control}
              name="confirmPassword"
              label={t('fields.confirmPassword')}
              isRequired
            />
          </SimpleGrid>
          <Stack mt="md" gap="md">
            <CheckboxField control={form.control} name="agreement" label={t('dev.uiKit.agree')} isRequired />
            <Group>
              <Button type="submit">{t('dev.uiKit.validate')}</Button>
              <Button variant="default" onClick={() => form.reset()}>
                {t('dev.uiKit.reset')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Section>
      <Section title={t('dev.uiKit.feedback')}>
        <Group>
          <Button color="teal" variant="light" onClick={() => toastSuccess(t('common.saved'))}>
            {t('dev.uiKit.toastSuccess')}
          </Button>
          <Button color="red" variant="light" onClick={() => toastError(t('errors.generic'))}>
            {t('dev.uiKit.toastError')}
          </Button>
          <Button variant="light" onClick={() => toastInfo(t('dev.uiKit.infoText'))}>
            {t('dev.uiKit.toastInfo')}
          </Button>
          <Button
            color="red"
            onClick={() =>
              confirmAction({
                title: t('dev.uiKit.confirmTitle'),
                message: t('dev.uiKit.confirmText'),
                confirmLabel: t('common.delete'),
                cancelLabel: t('common.cancel'),
                isDanger: true,
                onConfirm: () => toastSuccess(t('common.deleted')),
              })
            }
          >
            {t('dev.uiKit.confirm')}
          </Button>
          <Button variant="default" onClick={() => setModalOpen(true)}>
            {t('dev.uiKit.dialog')}
          </Button>
        </Group>
        <AppModal
          opened={isModalOpen}
          onClose={() => setModalOpen(false)}
          title={t('dev.uiKit.dialog')}
          size="md"
        >
          <Text>{t('dev.uiKit.dialogText')}</Text>
        </AppModal>
      </Section>
      <Section title={t('dev.uiKit.emptyState')}>
        <EmptyBlock
          icon={<IconCalendarPlus size={28} aria-hidden />}
          title={t('dev.uiKit.emptyTitle')}
          description={t('dev.uiKit.emptyText')}
          actionLabel={t('shell.createEvent')}
          onAction={() => toastInfo(t('dev.uiKit.infoText'))}
        />
      </Section>
      <Section title={t('dev.uiKit.skeletons')}>
        <Stack gap="xl">
          <PageSkeleton variant="cards" />
          <PageSkeleton variant="form" />
        </Stack>
      </Section>
    </Stack>
  );
}
