import { WebcastCreateRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AppModal } from '../../../ui/AppModal';
import { TextField } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import { useCreateWebcast } from '../queries';

/** The name of a new webcast; once made, its page opens (where the encoder's settings are). */
function NewWebcastForm({ onClose, onLimitReached }: { onClose: () => void; onLimitReached: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateWebcast();
  const form = useForm<WebcastCreateRequest>({
    resolver: zodResolver(WebcastCreateRequest),
    defaultValues: { name: '' },
  });

  const handleSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const webcast = await create.mutateAsync(name.trim());
      toastSuccess(t('webcasts.created', { name: webcast.name }));
      onClose();
      navigate(`/webcasts/${webcast.id}`);
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PREMIUM_REQUIRED') onLimitReached();
      else if (!applyFieldErrors(e, form.setError, ['name']) && e.errorKey === 'VALIDATION_FAILED')
        form.setError('name', { type: 'server', message: 'errors.VALIDATION_FAILED' });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('webcasts.form.intro')}
        </Text>
        <TextField
          control={form.control}
          name="name"
          label={t('webcasts.form.name')}
          placeholder={t('webcasts.form.namePlaceholder')}
          autoComplete="off"
          isRequired
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('webcasts.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "New webcast": its name, or, when the plan's webcasts are used up (also when the server answers
 * PREMIUM_REQUIRED), the upgrade prompt.
 */
export function NewWebcastModal({
  opened,
  isLimitReached,
  limit,
  onClose,
}: {
  opened: boolean;
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
  return (
    <AppModal opened={opened} onClose={handleClose} size="md" title={t('webcasts.new')}>
      {isLimitReached || isRefused ? (
        <Stack gap="md">
          <UpgradePrompt
            titleKey="webcasts.limitReachedTitle"
            messageKey="webcasts.limitReached"
            values={{ count: limit, limit }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <NewWebcastForm onClose={handleClose} onLimitReached={() => setRefused(true)} />
      )}
    </AppModal>
  );
}
