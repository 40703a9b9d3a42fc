import {
  MSG,
  WEBCAST_ROLES,
  type WebcastRole,
  WebcastUserCreateRequest,
  WebcastUserUpdateRequest,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AppModal } from '../../../ui/AppModal';
import { TextField } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { type WebcastUser, useAddWebcastUser, useUpdateWebcastUser } from '../queries';

type FormValues = { displayName: string; email: string; role: WebcastRole };

const FIELDS = ['displayName', 'email', 'role'] as const;

/** An edit shows the email but does not send it: the update request's rules, the email as it is. */
const EditForm = WebcastUserUpdateRequest.extend({ email: z.string() });

/** The server's "already used" on the email means: already on this webcast (addresses are per webcast). */
const EMAIL_TAKEN = 'webcastUsers.form.emailTaken';

/** The role as radio choices, each with its one-line explanation. */
function RoleField({ control }: { control: Control<FormValues> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="role"
      render={({ field, fieldState }) => (
        <Radio.Group
          label={t('webcastUsers.form.role')}
          withAsterisk
          value={field.value}
          onChange={(value) => {
            const role = WEBCAST_ROLES.find((r) => r === value);
            if (role) field.onChange(role);
          }}
          error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
        >
          <Stack gap="sm" mt={8}>
            {WEBCAST_ROLES.map((role) => (
              <Radio
                key={role}
                value={role}
                label={t(`webcastUsers.roles.${role}`)}
                description={t(`webcastUsers.roleHints.${role}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/** The form of one person: display name, email (fixed once added) and role. */
function WebcastUserForm({
  webcastId,
  user,
  onClose,
}: {
  webcastId: string;
  user: WebcastUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddWebcastUser(webcastId);
  const update = useUpdateWebcastUser(webcastId);
  const schema: z.ZodType<FormValues, FormValues> = user ? EditForm : WebcastUserCreateRequest;
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      displayName: user?.displayName ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'speaker',
    },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        const body = { displayName: values.displayName, role: values.role };
        await update.mutateAsync({ userId: user.id, body });
        toastSuccess(t('webcastUsers.saved', { name: values.displayName }));
      } else {
        await add.mutateAsync(values);
        toastSuccess(t('webcastUsers.invited', { email: values.email }));
      }
      onClose();
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'RATE_LIMITED')
        form.setError('root', { type: 'server', message: 'webcastUsers.form.rateLimited' });
      else if (applyFieldErrors(e, form.setError, FIELDS)) {
        if (e.fields.email === MSG.alreadyUsed)
          form.setError('email', { type: 'server', message: EMAIL_TAKEN });
      } else if (e.errorKey === 'VALIDATION_FAILED')
        form.setError('root', { type: 'server', message: 'errors.VALIDATION_FAILED' });
    }
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {!user && (
          <Text size="sm" c="dimmed">
            {t('webcastUsers.form.intro')}
          </Text>
        )}
        <TextField
          control={form.control}
          name="displayName"
          label={t('webcastUsers.form.displayName')}
          description={t('webcastUsers.form.displayNameHint')}
          autoComplete="off"
          isRequired
          data-autofocus
        />
        {user ? (
          <TextInput
            label={t('webcastUsers.form.email')}
            value={user.email}
            readOnly
            description={t('webcastUsers.form.emailFixed')}
          />
        ) : (
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('webcastUsers.form.email')}
            autoComplete="off"
            isRequired
          />
        )}
        <RoleField control={form.control} />
        {rootError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t(rootError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {user ? t('webcastUsers.form.save') : t('webcastUsers.form.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The add and edit dialog of a person in the webcast's console. */
export function WebcastUserFormModal({
  webcastId,
  opened,
  user,
  onClose,
}: {
  webcastId: string;
  opened: boolean;
  /** The person to edit; null adds one. */
  user: WebcastUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size="md"
      title={user ? t('webcastUsers.form.editTitle') : t('webcastUsers.form.addTitle')}
    >
      <WebcastUserForm key={user?.id ?? 'new'} webcastId={webcastId} user={user} onClose={onClose} />
    </AppModal>
  );
}
