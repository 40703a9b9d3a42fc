import { WEBCAST_NOTICE_MAX, type WebcastNotice, WebcastNoticeRequest } from '@foyer/shared';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { toastSuccess } from '../../../ui/toast';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import { useDateTimeText } from '../../webcasts/components/useWebcastTime';
import { type WebcastConsoleSession, usePostNotice } from '../queries';

/** The notice the viewers see now, with when it was posted. */
function ShownNotice({ notice, children }: { notice: WebcastNotice; children?: ReactNode }) {
  const { t } = useTranslation();
  const dateTime = useDateTimeText();
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconSpeakerphone size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs" fw={600} c="dimmed">
            {t('webcastConsole.notice.current')} · {dateTime(notice.postedAt)}
          </Text>
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="console-notice"
        >
          {notice.text}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The notice to the viewers (shown above the player in the auditorium at once): moderators write,
 * replace and remove it; speakers and viewers of the console see what is shown.
 */
export function NoticeSection({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const post = usePostNotice(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { notice } = session;
  const isModerator = session.role === 'moderator';

  const send = async (next: string | null) => {
    try {
      await post.mutateAsync(next);
      setError(null);
      if (next !== null) setText('');
      toastSuccess(t(next === null ? 'webcastConsole.notice.removed' : 'webcastConsole.notice.posted'));
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'VALIDATION_FAILED') setError(t('errors.VALIDATION_FAILED'));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebcastNoticeRequest.safeParse({ text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    void send(parsed.data.text);
  };

  if (!isModerator)
    return notice ? (
      <WebcastSection id="console-notice" title={t('webcastConsole.notice.title')}>
        <ShownNotice notice={notice} />
      </WebcastSection>
    ) : null;

  return (
    <WebcastSection id="console-notice" title={t('webcastConsole.notice.title')}>
      <Text size="sm" c="dimmed">
        {t('webcastConsole.notice.intro')}
      </Text>
      {notice ? (
        <ShownNotice notice={notice}>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={post.isPending && post.variables === null}
              onClick={() => void send(null)}
            >
              {t('webcastConsole.notice.remove')}
            </Button>
          </Group>
        </ShownNotice>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('webcastConsole.notice.none')}
        </Text>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('webcastConsole.notice.label')}
            placeholder={t('webcastConsole.notice.placeholder')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={WEBCAST_NOTICE_MAX}
            description={t('webcastConsole.notice.counter', { count: text.length, max: WEBCAST_NOTICE_MAX })}
            error={error}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending && post.variables !== null}>
              {t(notice ? 'webcastConsole.notice.replace' : 'webcastConsole.notice.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </WebcastSection>
  );
}
