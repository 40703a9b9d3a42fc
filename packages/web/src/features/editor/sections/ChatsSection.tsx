import { Button, Stack } from '@mantine/core';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { SortableRows } from '../components/SortableRows';
import { useReorderElements } from '../queries';
import { useEditorShell } from '../shellContext';
import { useReorder } from './useReorder';

/** The chats section: the event's chat channels (title fixed once created) and "Add chat". */
export function ChatsSection() {
  const { t } = useTranslation();
  const { data, select, variant } = useEditorShell();
  const reorder = useReorder(useReorderElements(data.event.id));
  const { chats } = data.venue;
  const add = () => select({ section: 'chats', newKind: 'EVENT_CHAT' });
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.chats')}
        description={t('editor.chats.intro')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {t('editor.chats.add')}
          </Button>
        }
      />
      {chats.length === 0 ? (
        <EmptyBlock
          icon={<IconMessages size={28} aria-hidden />}
          title={t('editor.chats.emptyTitle')}
          description={t('editor.chats.emptyText')}
          actionLabel={t('editor.chats.add')}
          onAction={add}
        />
      ) : (
        <SortableRows
          items={chats}
          label={t('editor.sections.chats')}
          nameOf={(chat) => chat.title}
          isDraggable={variant === 'full'}
          isDisabled={reorder.isPending}
          onReorder={(ids) => reorder.run(null, ids)}
          renderRow={(chat) => (
            <ElementRow label={chat.title} onOpen={() => select({ section: 'chats', elementId: chat.id })} />
          )}
        />
      )}
    </Stack>
  );
}
