import { SubAccountCreateRequest, SubAccountUpdateRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../api/client';
import { applyFieldErrors } from '../../api/formErrors';
import { AppModal } from '../../ui/AppModal';
import { TextField } from '../../ui/form';
import { toastSuccess } from '../../ui/toast';
import { UpgradePrompt } from '../events/components/UpgradePrompt';
import { useEventList } from '../events/queries';
import { type SubAccount, useAddSubAccount, useUpdateSubAccount } from './queries';

type Access = 'all' | 'chosen';

type FormValues = {
  email: string;
  firstName: string;
  lastName: string;
  roleDescription: string;
  access: Access;
  eventIds: string[];
};

const FIELDS = ['email', 'firstName', 'lastName', 'roleDescription', 'eventIds'] as const;

/** The form's event access: every event, or the chosen ones (sent as `eventIds`, null for every event). */
const AccessFields = { access: z.enum(['all', 'chosen']), eventIds: z.array(z.string()) };
const AddForm = SubAccountCreateRequest.extend(AccessFields);
/** An edit shows the email but does not send it: the update request's rules, the email as it is. */
const EditForm = SubAccountUpdateRequest.extend({ email: z.string(), ...AccessFields });

/**
 * Every event of the account, or chosen ones: an agency's client or an exhibitor's team then sees and
 * edits those events only (the server refuses the rest).
 */
function EventAccessFields({ control, access }: { control: Control<FormValues>; access: Access }) {
  const { t } = useTranslation();
  const events = useEventList();
  const options = (events.data ?? []).map((e) => ({ value: e.id, label: e.name }));
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name="access"
        render={({ field }) => (
          <Radio.Group
            label={t('team.form.access')}
            value={field.value}
            onChange={(value) => field.onChange(value as Access)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="all" label={t('team.form.accessAll')} />
              <Radio value="chosen" label={t('team.form.accessChosen')} />
            </Stack>
          </Radio.Group>
        )}
      />
      {access === 'chosen' && (
        <Controller
          control={control}
          name="eventIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('team.form.events')}
              description={t('team.form.eventsHint')}
              placeholder={events.isPending ? t('common.loading') : t('team.form.eventsPlaceholder')}
              data={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              nothingFoundMessage={t('team.form.noEvents')}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      )}
    </Stack>
  );
}

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
    resolver: zodResolver(isEdit ? EditForm : AddForm) as never,
    defaultValues: {
      email: subAccount?.email ?? '',
      firstName: subAccount?.firstName ?? '',
      lastName: subAccount?.lastName ?? '',
      roleDescription: subAccount?.roleDescription ?? '',
      access: subAccount?.eventIds ? 'chosen' : 'all',
      eventIds: subAccount?.eventIds ?? [],
    },
  });
  const access = useWatch({ control: form.control, name: 'access' });

  const handleSubmit = form.handleSubmit(async (values) => {
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      roleDescription: values.roleDescription,
      eventIds: values.access === 'all' ? null : values.eventIds,
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
        <EventAccessFields control={form.control} access={access} />
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
