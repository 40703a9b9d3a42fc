import {
  ActionIcon,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconLogout, IconUser } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { useIsPhone } from '../../../ui/useIsPhone';
import { usePageTitle } from '../../../ui/usePageTitle';
import { IngestSettings } from '../../webcasts/components/IngestSettings';
import { WebcastBroadcastSection } from '../../webcasts/components/WebcastBroadcastSection';
import { ObsHelp } from '../../webcasts/components/ObsHelp';
import { WebcastRoleBadge } from '../../webcasts/components/WebcastRoleBadge';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import { type WebcastConsoleSession, isUnauthorized, useConsoleLogout, useConsoleSession } from '../queries';
import { BroadcastControls } from './BroadcastControls';
import { ConsoleBar } from './ConsoleFrame';
import { NoticeSection } from './NoticeSection';
import { QuestionsSection } from './QuestionsSection';
import { SlidesSection } from './SlidesSection';
import { StudioSection } from './StudioSection';

const HOW_IT_WORKS = ['start', 'end', 'recordings'] as const;

/** The page around the console: its bar (`title`, `end` and `details` below), then the main landmark. */
function ConsoleShell({
  title,
  end,
  details,
  children,
}: {
  title?: ReactNode;
  end?: ReactNode;
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={0} mih="100vh">
      <ConsoleBar end={end} below={details}>
        {title}
      </ConsoleBar>
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="lg">
          {children}
        </Container>
      </Box>
    </Stack>
  );
}

/** The webcast's name under "Webcast console" in the bar (its level-1 heading). */
function ConsoleTitle({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {t('webcastConsole.name')}
      </Text>
      <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lh={1.25} style={{ wordBreak: 'break-word' }}>
        {name}
      </Title>
    </Stack>
  );
}

/** Loading: the bar and the console's blocks in their places, announced as loading. */
function ConsoleSkeleton() {
  return (
    <ConsoleShell title={<BusySkeleton height={28} width={220} radius="md" />}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BusySkeleton height={380} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BusySkeleton height={300} radius="lg" />
        </Grid.Col>
      </Grid>
    </ConsoleShell>
  );
}

/**
 * The broadcast as everybody in the console sees it: its state with since when, a moderator's end
 * (moderators: end it, allow it again), and the stream.
 */
function BroadcastSection({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const { webcast } = session;
  return (
    <WebcastBroadcastSection
      id="console-broadcast"
      title={t('webcastConsole.broadcast')}
      label={t('webcastConsole.player', { name: webcast.name })}
      webcast={webcast}
      health={session.health}
      viewers={session.viewers}
    >
      <BroadcastControls session={session} token={token} />
    </WebcastBroadcastSection>
  );
}

/** Moderators and speakers: where their encoder sends the stream (read-only) and how from OBS. */
function EncoderSections({ session }: { session: WebcastConsoleSession }) {
  const { t } = useTranslation();
  const { ingest, webcast } = session;
  return (
    <>
      <WebcastSection id="console-ingest" title={t('webcasts.ingest.title')}>
        {ingest ? (
          <>
            <Text size="sm" c="dimmed">
              {t('webcasts.ingest.intro')}
            </Text>
            <IngestSettings webcast={{ id: webcast.id, status: webcast.status, ingest }} isReadOnly />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('webcastConsole.noIngest')}
          </Text>
        )}
      </WebcastSection>
      {ingest && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="console-obs">
          <ObsHelp headingId="console-obs" />
        </Card>
      )}
    </>
  );
}

/** Moderators: how a broadcast starts and ends, and where its recording goes. */
function HowItWorks() {
  const { t } = useTranslation();
  return (
    <WebcastSection id="console-how" title={t('webcastConsole.howItWorks.title')}>
      <List size="sm" spacing={6}>
        {HOW_IT_WORKS.map((item) => (
          <List.Item key={item}>{t(`webcastConsole.howItWorks.${item}`)}</List.Item>
        ))}
      </List>
    </WebcastSection>
  );
}

/** Who is in the console: name, role, and "(organiser)" for the organiser's "login as". */
function Person({ session }: { session: WebcastConsoleSession }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="wrap" align="center" aria-label={t('webcastConsole.you')} role="group">
      <IconUser size={16} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
        {session.displayName}
      </Text>
      {session.organiser && (
        <Text size="sm" c="dimmed">
          {t('webcastConsole.organiser')}
        </Text>
      )}
      <WebcastRoleBadge role={session.role} />
    </Group>
  );
}

/** The console of a session: the bar with the webcast, the person and log out; the body by role. */
function ConsoleScreen({
  session,
  token,
  isLoggingOut,
  onLogout,
}: {
  session: WebcastConsoleSession;
  token: string;
  isLoggingOut: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  usePageTitle(`${session.webcast.name} · ${t('webcastConsole.name')}`);
  const isPresenter = session.role !== 'viewer';
  const isPhone = useIsPhone();
  return (
    <ConsoleShell
      title={<ConsoleTitle name={session.webcast.name} />}
      details={<Person session={session} />}
      end={
        // A phone keeps the bar's width for the webcast's name.
        isPhone ? (
          <Tooltip label={t('menu.logout')} withArrow position="bottom-end">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onLogout}
              loading={isLoggingOut}
              aria-label={t('menu.logout')}
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={onLogout}
            loading={isLoggingOut}
          >
            {t('menu.logout')}
          </Button>
        )
      }
    >
      {isPresenter ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <BroadcastSection session={session} token={token} />
              <StudioSection session={session} token={token} />
              <SlidesSection session={session} token={token} />
              <QuestionsSection session={session} token={token} />
              {session.role === 'moderator' && <HowItWorks />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <NoticeSection session={session} token={token} />
              <EncoderSections session={session} />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <Stack maw={1040} mx="auto" gap="lg">
          <BroadcastSection session={session} token={token} />
          <NoticeSection session={session} token={token} />
        </Stack>
      )}
    </ConsoleShell>
  );
}

/**
 * The console of a session token: asks who is in it every 5 s (the webcast's state with it). A 401
 * (logged out elsewhere, removed, the webcast deleted, expired) or a session of another webcast ends
 * it (`onEnded`); log out ends it on the server, then `onLoggedOut`.
 */
export function ConsoleView({
  webcastId,
  token,
  onEnded,
  onLoggedOut,
}: {
  webcastId: string;
  token: string;
  onEnded: () => void;
  onLoggedOut: () => void;
}) {
  const { t } = useTranslation();
  const query = useConsoleSession(token);
  const logout = useConsoleLogout();
  const session = query.data;
  const isEnded = isUnauthorized(query.error);
  const isOtherWebcast = session !== undefined && session.webcast.id !== webcastId;

  useEffect(() => {
    if (isEnded || isOtherWebcast) onEnded();
  }, [isEnded, isOtherWebcast, onEnded]);

  if (session && !isEnded && !isOtherWebcast)
    return (
      <ConsoleScreen
        session={session}
        token={token}
        isLoggingOut={logout.isPending}
        onLogout={() => logout.mutate(token, { onSettled: onLoggedOut })}
      />
    );
  if (query.isError && !isEnded)
    return (
      <ConsoleShell>
        <EmptyBlock
          icon={<IconAlertTriangle size={28} aria-hidden />}
          title={t('webcastConsole.loadError.title')}
          description={t('webcastConsole.loadError.text')}
          actionLabel={t('webcastConsole.loadError.retry')}
          onAction={() => void query.refetch()}
        />
      </ConsoleShell>
    );
  return <ConsoleSkeleton />;
}
