import { EventCreateRequest, type EventTemplate } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AppModal } from '../../../ui/AppModal';
import { toastSuccess } from '../../../ui/toast';
import { eventEditorPath } from '../editorPath';
import { useCreateFromTemplate } from '../queries';
import { templateText } from '../templateText';
import { EventNameField, type EventNameValues, confirmNameIsFree } from './EventNameField';
import { UpgradePrompt } from './UpgradePrompt';

const NameForm = EventCreateRequest.pick({ name: true });

function UseTemplateForm({ template, onClose }: { template: EventTemplate; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const [isLimitReached, setLimitReached] = useState(false);
  const form = useForm<EventNameValues>({
    resolver: zodResolver(NameForm) as never,
    defaultValues: { name: '' },
  });

  const handleSubmit = form.handleSubmit(async ({ name }) => {
    if (!(await confirmNameIsFree(form, name))) return;
    try {
      const eventId = await create.mutateAsync({ template: template.id, body: { name: name.trim() } });
      toastSuccess(t('templates.created', { name: name.trim() }));
      onClose();
      // The organiser goes on where the template is made their own: the new event's editor.
      navigate(eventEditorPath(eventId));
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'EVENT_LIMIT_REACHED') setLimitReached(true);
      else applyFieldErrors(e, form.setError, ['name']);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('templates.nameIntro', { template: templateText(t, template, 'name') })}
        </Text>
        {isLimitReached && <UpgradePrompt messageKey="createEvent.limitReached" />}
        <EventNameField form={form} isAutoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || form.formState.isSubmitting}>
            {t('templates.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks the new event's name, then creates it from the template (POST events/{template}). */
export function UseTemplateModal({
  template,
  onClose,
}: {
  template: EventTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal opened={template !== null} onClose={onClose} size="sm" title={t('templates.dialogTitle')}>
      {template && <UseTemplateForm key={template.id} template={template} onClose={onClose} />}
    </AppModal>
  );
}
