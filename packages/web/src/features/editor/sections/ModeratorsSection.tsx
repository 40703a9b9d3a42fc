import { Button, Stack } from '@mantine/core';
import { IconPlus, IconUserShield, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ElementList, ElementListItem, ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';

/** The users section: the event's moderators, "Add moderator", and the link to the event's users page. */
export function ModeratorsSection() {
  const { t } = useTranslation();
  const { data, eventId, select } = useEditorShell();
  const { moderators } = data.venue;
  const add = () => select({ section: 'users', newKind: 'EVENT_MODERATOR' });
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.users')}
        description={t('editor.users.intro')}
        actions={
          <>
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={`/events/users/${eventId}`}
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t('editor.users.openPage')}
            </Button>
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
              {t('editor.users.add')}
            </Button>
          </>
        }
      />
      {moderators.length === 0 ? (
        <EmptyBlock
          icon={<IconUserShield size={28} aria-hidden />}
          title={t('editor.users.emptyTitle')}
          description={t('editor.users.emptyText')}
          actionLabel={t('editor.users.add')}
          onAction={add}
        />
      ) : (
        <ElementList label={t('editor.sections.users')}>
          {moderators.map((m) => (
            <ElementListItem key={m.id}>
              <ElementRow
                label={`${m.firstName} ${m.lastName}`}
                meta={m.email}
                onOpen={() => select({ section: 'users', elementId: m.id })}
              />
            </ElementListItem>
          ))}
        </ElementList>
      )}
    </Stack>
  );
}
