import type { Language, VisitEnterResults, VisitVenueResults } from '@foyer/shared';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { ServerHtml } from '../../public-reg/ServerHtml';
import { usePageTitle } from '../../ui/usePageTitle';
import { type VenueWalkProps, VenueWalk } from './VenueWalk';
import { VisitLanguageMenu } from './VisitLanguageMenu';
import { ActivityContext, useActivityRecorder } from './activity';
import { ChatButton, ChatPanel, ChatProvider, useChatContext } from './chat';
import { DirectProvider, StaffInboxButton } from './direct';
import { VisitorSessionContext } from './visitorSession';
import { RealtimeProvider, RealtimeStatusLine, type SocketFactory } from './realtime';
import { enterVenue, fetchVisitVenue, leaveVenue, visitVenueKey } from './queries';
import { clearVisitorToken, getListMode, getVisitorToken, setListMode, setVisitorToken } from './session';
import { usePhoneLayout } from './usePhoneLayout';
import { useVisitLanguage } from './useVisitLanguage';
import { BreakoutRoomsButton, VideoCallProvider, useVideoCall } from './video';

// A link token is exchanged once per page load, even when a development StrictMode runs effects twice.
const entering = new Map<string, Promise<VisitEnterResults>>();

function enterOnce(pageCode: string, token: string): Promise<VisitEnterResults> {
  const key = `${pageCode}\n${token}`;
  let pending = entering.get(key);
  if (!pending) {
    pending = enterVenue(pageCode, token);
    entering.set(key, pending);
    // A failed attempt may be retried (a network error); a success is not repeated.
    pending.catch(() => entering.delete(key));
  }
  return pending;
}

const isInvalidToken = (e: unknown) => isApiError(e) && e.errorKey === 'VISITOR_TOKEN_IS_INVALID';

type Session =
  | { state: 'entering' }
  | { state: 'in'; token: string }
  | { state: 'out'; reason: 'noSession' | 'invalid' | 'left' }
  | { state: 'failed' };

/**
 * /v/{pageCode}: the live venue. The personal link (`?token=`) is exchanged for a visitor session
 * kept in this browser; then the venue is walked, or a closed event shows its closed text. An open
 * venue connects in real time (presence, chats); `createSocket` lets tests inject a fake socket.
 */
export default function VisitVenuePage({ createSocket }: { createSocket?: SocketFactory } = {}) {
  const { pageCode = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  // The personal link's token, kept once it has left the address bar (a failed exchange can be retried).
  const [linkToken, setLinkToken] = useState(() => search.get('token'));
  const urlToken = search.get('token');
  const [session, setSession] = useState<Session>(() => {
    if (linkToken) return { state: 'entering' };
    const stored = getVisitorToken(pageCode);
    return stored ? { state: 'in', token: stored } : { state: 'out', reason: 'noSession' };
  });
  const [attempt, setAttempt] = useState(0);
  // The event's language is known inside a session only; outside, the visitor's choice or the browser's.
  const [eventLanguage, setEventLanguage] = useState<Language>();
  const visitLanguage = useVisitLanguage(session.state === 'in' ? eventLanguage : undefined);

  // The personal link's token leaves the address bar (and the history) at once.
  useEffect(() => {
    if (!urlToken) return;
    setLinkToken(urlToken);
    const withoutToken = new URLSearchParams(search);
    withoutToken.delete('token');
    setSearch(withoutToken, { replace: true });
  }, [urlToken, search, setSearch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the exchange after a failure.
  useEffect(() => {
    if (!linkToken) return;
    let live = true;
    setSession({ state: 'entering' });
    enterOnce(pageCode, linkToken).then(
      (results) => {
        setVisitorToken(pageCode, results.visitorToken);
        if (live) setSession({ state: 'in', token: results.visitorToken });
      },
      (e: unknown) => {
        if (!live) return;
        if (isInvalidToken(e)) {
          clearVisitorToken(pageCode);
          setSession({ state: 'out', reason: 'invalid' });
        } else setSession({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [pageCode, linkToken, attempt]);

  const handleInvalid = useCallback(() => {
    clearVisitorToken(pageCode);
    setSession({ state: 'out', reason: 'invalid' });
  }, [pageCode]);

  if (session.state === 'entering') return <VisitLoading />;
  if (session.state === 'out') return <SignedOut pageCode={pageCode} reason={session.reason} />;
  if (session.state === 'failed')
    return <VisitFailed onRetry={() => setAttempt((n) => n + 1)} pageCode={pageCode} />;
  return (
    <VisitSession
      pageCode={pageCode}
      token={session.token}
      onInvalid={handleInvalid}
      onLeft={() => setSession({ state: 'out', reason: 'left' })}
      onEventLanguage={setEventLanguage}
      languageMenu={
        <VisitLanguageMenu
          language={visitLanguage.language}
          languages={visitLanguage.languages}
          onChange={visitLanguage.setLanguage}
        />
      }
      createSocket={createSocket}
    />
  );
}

/** The venue of a visitor session: loads it and shows the walk or the closed text. */
function VisitSession({
  pageCode,
  token,
  onInvalid,
  onLeft,
  onEventLanguage,
  languageMenu,
  createSocket,
}: {
  pageCode: string;
  token: string;
  onInvalid: () => void;
  onLeft: () => void;
  onEventLanguage: (language: Language) => void;
  languageMenu: ReactNode;
  createSocket?: SocketFactory;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: visitVenueKey(pageCode),
    queryFn: () => fetchVisitVenue(pageCode, token),
    retry: false,
  });
  const [isListMode, setIsListMode] = useState(getListMode);
  const [isLeaving, setIsLeaving] = useState(false);
  const activity = useActivityRecorder(pageCode, token, query.data?.state === 'open');
  usePageTitle(query.data?.event.title1 ?? t('visit.title'));

  const isInvalid = query.isError && isInvalidToken(query.error);
  const eventLanguage = query.data?.event.language;
  useLayoutEffect(() => {
    if (eventLanguage) onEventLanguage(eventLanguage);
  }, [eventLanguage, onEventLanguage]);
  useEffect(() => {
    if (isInvalid) onInvalid();
  }, [isInvalid, onInvalid]);

  const handleListMode = (isOn: boolean) => {
    setIsListMode(isOn);
    setListMode(isOn);
  };
  const handleLeave = async () => {
    setIsLeaving(true);
    try {
      // What was recorded goes while the session is still valid.
      await activity?.end();
      await leaveVenue(pageCode, token);
    } catch {
      // The session ends in this browser whatever the server answered.
    } finally {
      clearVisitorToken(pageCode);
      client.removeQueries({ queryKey: visitVenueKey(pageCode) });
      onLeft();
    }
  };

  if (query.isPending || isInvalid) return <VisitLoading />;
  if (query.isError) return <VisitFailed onRetry={() => void query.refetch()} pageCode={pageCode} />;
  const data: VisitVenueResults = query.data;
  const leave = (
    <Button variant="white" color="dark" size="sm" loading={isLeaving} onClick={() => void handleLeave()}>
      {t('visit.leave')}
    </Button>
  );
  if (data.state === 'closed')
    return (
      <Box mih="100vh" py="xl" style={{ background: data.event.mainColor, color: data.event.textColor }}>
        <Container size="sm">
          <Stack gap="md">
            <Group justify="flex-end" gap="sm">
              {languageMenu}
              {leave}
            </Group>
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="md">
              <Stack gap="sm">
                <Title order={1} fz={{ base: 22, sm: 28 }}>
                  {data.event.title1}
                </Title>
                {data.event.title2 && <Text c="dimmed">{data.event.title2}</Text>}
                <Text fw={600}>{t('visit.closedTitle')}</Text>
                <ServerHtml html={data.text} />
              </Stack>
            </Paper>
          </Stack>
        </Container>
      </Box>
    );
  return (
    <RealtimeProvider
      pageCode={pageCode}
      visitorToken={token}
      onInvalid={onInvalid}
      onClosed={() => void query.refetch()}
      onRefreshed={() => void query.refetch()}
      createSocket={createSocket}
    >
      <VisitorSessionContext.Provider value={{ pageCode, visitorToken: token }}>
        <ActivityContext value={activity}>
          <ChatProvider chats={data.venue.chats} participant={data.participant}>
            <VideoCallProvider pageCode={pageCode} visitorToken={token} breakouts={data.venue.breakouts}>
              <DirectProvider eventId={data.event.id} participant={data.participant}>
                <LiveVenueWalk
                  mode="visit"
                  event={data.event}
                  venue={data.venue}
                  assets={data.assets}
                  isListMode={isListMode}
                  visitorName={`${data.participant.firstName} ${data.participant.lastName}`.trim()}
                  actions={
                    <>
                      <StaffInboxButton />
                      <BreakoutRoomsButton breakouts={data.venue.breakouts} />
                      <Switch
                        label={t('visit.listView')}
                        checked={isListMode}
                        onChange={(e) => handleListMode(e.currentTarget.checked)}
                        color="dark"
                        styles={{ label: { color: data.event.textColor } }}
                      />
                      {languageMenu}
                      {leave}
                    </>
                  }
                />
              </DirectProvider>
            </VideoCallProvider>
          </ChatProvider>
        </ActivityContext>
      </VisitorSessionContext.Provider>
    </RealtimeProvider>
  );
}

/**
 * The walk of the live venue: chat targets open the chat panel (beside the room on wide screens, a
 * bottom sheet on phones), breakout rooms the call screen; the connection's state shows when down.
 */
function LiveVenueWalk(props: VenueWalkProps) {
  const { store } = useChatContext();
  const isPhone = usePhoneLayout();
  // Only the panel's being open re-renders the venue, not every message.
  const isChatOpen = useSyncExternalStore(store.subscribe, () => store.getSnapshot().isOpen);
  const handleChat = useCallback((chatId: string) => store.open(chatId), [store]);
  const { open: openCall } = useVideoCall();
  const handleBreakout = useCallback((breakoutId: string) => openCall({ breakoutId }), [openCall]);
  return (
    <>
      <VenueWalk
        {...props}
        pinnedActions={<ChatButton isTouch={isPhone} />}
        sidePanel={!isPhone && isChatOpen ? <ChatPanel variant="side" /> : undefined}
        onChat={handleChat}
        onBreakout={handleBreakout}
      />
      {isPhone && <ChatPanel variant="sheet" />}
      <RealtimeStatusLine />
    </>
  );
}

function VisitLoading() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="lg">
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('visit.entering')}>
        <Skeleton height={28} width="40%" radius="sm" />
        <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius="md" />
      </Stack>
    </Container>
  );
}

/** Outside the venue: no session, an invalid link, or after leaving. */
function SignedOut({ pageCode, reason }: { pageCode: string; reason: 'noSession' | 'invalid' | 'left' }) {
  const { t } = useTranslation();
  usePageTitle(t('visit.title'));
  return (
    <VisitCard>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {reason === 'left' ? t('visit.leftTitle') : t('visit.noSessionTitle')}
      </Title>
      {reason === 'invalid' && (
        <Alert color="red" role="alert">
          {t('errors.VISITOR_TOKEN_IS_INVALID')}
        </Alert>
      )}
      <Text>{reason === 'left' ? t('visit.leftText') : t('visit.noSessionText')}</Text>
      <Anchor href={`/r/${encodeURIComponent(pageCode)}`}>{t('visit.registrationPage')}</Anchor>
    </VisitCard>
  );
}

function VisitFailed({ onRetry, pageCode }: { onRetry: () => void; pageCode: string }) {
  const { t } = useTranslation();
  return (
    <VisitCard>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('visit.failedTitle')}
      </Title>
      <Text role="alert">{t('visit.failedText')}</Text>
      <Box>
        <Button onClick={onRetry}>{t('visit.retry')}</Button>
      </Box>
      <Anchor href={`/r/${encodeURIComponent(pageCode)}`}>{t('visit.registrationPage')}</Anchor>
    </VisitCard>
  );
}

function VisitCard({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" py="xl" bg="var(--mantine-color-gray-light)">
      <Container size="sm">
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm" withBorder>
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Container>
    </Box>
  );
}
