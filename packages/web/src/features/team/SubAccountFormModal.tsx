import { SubAccountCreateRequest, SubAccountUpdateRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../api/client';
import { applyFieldErrors } from '../../api/formErrors';
import { AppModal } from '../../ui/AppModal';
import { TextField } from '../../ui/form';
import { toastSuccess } from '../../ui/toast';
import { UpgradePrompt } from '../events/components/UpgradePrompt';
import { type SubAccount, useAddSubAccount, useUpdateSubAccount } from './queries';

type FormValues = { email: string; firstName: string; lastName: string; roleDescription: string };

const FIELDS = ['email', 'firstName', 'lastName', 'roleDescription'] as const;

/** An edit shows the email but does not send it: the update request's rules, the email as it is. */
const EditForm = SubAccountUpdateRequest.extend({ email: z.string() });

/** The form of one person: email (read-only when editing), names and role description. */
function SubAccountForm({
  subAccount,
  onClose,
  onLimitReached,
}: {
  subAccount: SubAccount | null;
  onClose: () => void;
  onLimitReached: () => void;
}) {
  const { t } = useTranslation();
  const isEdit = subAccount !== null;
  const add = useAddSubAccount();
  const update = useUpdateSubAccount();
  const form = useForm<FormValues>({
    resolver: zodResolver(isEdit ? EditForm : SubAccountCreateRequest) as never,
    defaultValues: {
      email: subAccount?.email ?? '',
      firstName: subAccount?.firstName ?? '',
      lastName: subAccount?.lastName ?? '',
      roleDescription: subAccount?.roleDescription ?? '',
    },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      roleDescription: values.roleDescription,
    };
    const name = `${values.firstName} ${values.lastName}`.trim();
    try {
      if (subAccount) {
        await update.mutateAsync({ id: subAccount.id, body });
        toastSuccess(t('team.saved', { name }));
      } else {
        await add.mutateAsync({ ...body, email: values.email });
        toastSuccess(t('team.invited', { email: values.email }));
      }
      onClose();
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PREMIUM_REQUIRED') onLimitReached();
      else if (e.errorKey === 'EMAIL_IS_IN_BLACK_LIST')
        form.setError('email', { type: 'server', message: 'errors.EMAIL_IS_IN_BLACK_LIST' });
      else if (!applyFieldErrors(e, form.setError, FIELDS) && e.errorKey === 'VALIDATION_FAILED')
        form.setError('root', { type: 'server', message: 'errors.VALIDATION_FAILED' });
    }
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {!isEdit && (
          <Text size="sm" c="dimmed">
            {t('team.form.intro')}
          </Text>
        )}
        {isEdit ? (
          <TextInput
            label={t('team.form.email')}
            value={subAccount.email}
            readOnly
            description={t('team.form.emailFixed')}
          />
        ) : (
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('team.form.email')}
            autoComplete="off"
            isRequired
            data-autofocus
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            control={form.control}
            name="firstName"
            label={t('team.form.firstName')}
            autoComplete="off"
            isRequired
            data-autofocus={isEdit || undefined}
          />
          <TextField
            control={form.control}
            name="lastName"
            label={t('team.form.lastName')}
            autoComplete="off"
            isRequired
          />
        </SimpleGrid>
        <TextField
          control={form.control}
          name="roleDescription"
          label={t('team.form.role')}
          placeholder={t('team.form.rolePlaceholder')}
          autoComplete="off"
        />
        {rootError && (
          <Text size="sm" c="red" role="alert">
            {t(rootError)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {isEdit ? t('team.form.save') : t('team.form.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The add and edit dialog of a sub-account. When no sub-account may be added (free plan, or the
 * plan's limit is used; also when the server answers PREMIUM_REQUIRED), it shows the upgrade prompt.
 */
export function SubAccountFormModal({
  opened,
  subAccount,
  isLimitReached,
  limit,
  onClose,
}: {
  opened: boolean;
  /** The person to edit; null adds one. */
  subAccount: SubAccount | null;
  isLimitReached: boolean;
  limit: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isRefused, setRefused] = useState(false);
  const handleClose = () => {
    setRefused(false);
    onClose();
  };
  const showsUpgrade = subAccount === null && (isLimitReached || isRefused);
  return (
    <AppModal
      opened={opened}
      onClose={handleClose}
      size="md"
      title={subAccount ? t('team.form.editTitle') : t('team.form.addTitle')}
    >
      {showsUpgrade ? (
        <Stack gap="md">
          <UpgradePrompt
            titleKey={limit > 0 ? 'team.limitReachedTitle' : 'team.freePlanTitle'}
            messageKey={limit > 0 ? 'team.limitReached' : 'team.freePlan'}
            values={{ limit }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <SubAccountForm
          key={subAccount?.id ?? 'new'}
          subAccount={subAccount}
          onClose={handleClose}
          onLimitReached={() => setRefused(true)}
        />
      )}
    </AppModal>
  );
}
