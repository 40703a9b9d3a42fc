import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BorrowedFrom, lenderEditorPath } from '../sharing';

type SharedRoomNoticeProps = {
  from: BorrowedFrom;
  /** Said of a part of the room (a canvas, a staff member…) rather than of the room itself. */
  isPart?: boolean;
};

/**
 * Issue 15: a room shown from another event is read-only here. Says where it is changed and links
 * to that event's editor with the room open.
 */
export function SharedRoomNotice({ from, isPart = false }: SharedRoomNoticeProps) {
  const { t } = useTranslation();
  const values = { event: from.eventName };
  return (
    <Alert
      color="blue"
      radius="lg"
      icon={<IconLink size={20} aria-hidden />}
      title={t(isPart ? 'editor.sharing.partTitle' : 'editor.sharing.borrowedTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(isPart ? 'editor.sharing.partText' : 'editor.sharing.borrowedText', values)}</Text>
        <Button
          component={Link}
          to={lenderEditorPath(from)}
          size="xs"
          variant="default"
          rightSection={<IconExternalLink size={14} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          h="auto"
          mih={30}
          py={6}
        >
          {t('editor.sharing.editThere', values)}
        </Button>
      </Stack>
    </Alert>
  );
}
