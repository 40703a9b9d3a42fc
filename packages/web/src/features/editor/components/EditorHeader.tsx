import { Button, Group } from '@mantine/core';
import {
  IconEye,
  IconInbox,
  IconLayoutSidebarRight,
  IconListDetails,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { toastError } from '../../../ui/toast';
import { openEventPreview } from '../../events/preview';
import { inboxPath } from '../../inbox/paths';
import { useEditorShell } from '../shellContext';

type EditorHeaderProps = {
  /** Resolves true when the preview may open (nothing unsaved, or the person chose to go on). */
  confirmPreview(): Promise<boolean>;
};

/**
 * The editor's header: the event's title, the full preview (in a new window; spec §4: unsaved
 * changes ask first, a blocked window shows the §8 error), event settings, the staff inbox, the
 * other editor, back.
 */
export function EditorHeader({ confirmPreview }: EditorHeaderProps) {
  const { t } = useTranslation();
  const { data, eventId, variant, selection } = useEditorShell();
  const { event } = data;
  const search = `?section=${selection.section}`;

  const handlePreview = async () => {
    if (!(await confirmPreview())) return;
    if (!openEventPreview(eventId)) toastError(t('eventsList.previewBlocked'));
  };

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <PageHeader
        back={{ to: '/events/list', label: t('editor.header.back') }}
        title={event.title1 || event.name}
        subtitle={t(variant === 'full' ? 'editor.header.subtitle' : 'editor.header.plainSubtitle', {
          name: event.name,
        })}
      />
      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconEye size={16} aria-hidden />} onClick={() => void handlePreview()}>
          {t('editor.header.preview')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/events/setting/${eventId}`}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('editor.header.settings')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={inboxPath(eventId)}
          leftSection={<IconInbox size={16} aria-hidden />}
        >
          {t('eventsList.inbox')}
        </Button>
        {variant === 'full' ? (
          <Button
            variant="default"
            component={Link}
            to={`/events/oldEdit/${eventId}${search}`}
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            {t('editor.header.plain')}
          </Button>
        ) : (
          <Button
            variant="default"
            component={Link}
            to={`/events/edit/${eventId}${search}`}
            leftSection={<IconLayoutSidebarRight size={16} aria-hidden />}
          >
            {t('editor.header.full')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
