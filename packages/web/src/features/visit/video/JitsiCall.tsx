import type { VideoJoinResults } from '@foyer/shared';
import { Box, Button } from '@mantine/core';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallMessage, CallWaiting } from './CallMessage';

/**
 * How long Jitsi's script may take to load and start before the screen says it cannot be reached
 * (the SDK only logs a domain that does not answer, and would spin for ever).
 */
export const JITSI_LOAD_TIMEOUT_MS = 20_000;

type JitsiResults = Extract<VideoJoinResults, { provider: 'jitsi' }>;
/** What Foyer calls on the External API (the SDK's full type pulls in Node's EventEmitter). */
type JitsiApi = { executeCommand(name: string): void; dispose(): void };

// Straight into the room: Foyer already knows the person's name and has shown the room's title.
const CONFIG = {
  prejoinPageEnabled: false,
  prejoinConfig: { enabled: false },
  startWithAudioMuted: false,
  disableDeepLinking: true,
};
const INTERFACE = {
  SHOW_JITSI_WATERMARK: false,
  MOBILE_APP_PROMO: false,
  SHOW_CHROME_EXTENSION_BANNER: false,
};

/** The iframe fills the dialog's body. */
function fillParent(parent: HTMLDivElement) {
  parent.style.height = '100%';
  parent.style.width = '100%';
  const frame = parent.querySelector('iframe');
  if (frame) {
    frame.style.height = '100%';
    frame.style.width = '100%';
    frame.style.border = '0';
  }
}

function JitsiSpinner() {
  const { t } = useTranslation();
  return <CallWaiting label={t('visitVideo.joining')} />;
}

/**
 * A breakout room or staff call on the organiser's Jitsi Meet, embedded with its React SDK (which
 * loads external_api.js from that domain). Jitsi's own hang-up closes the call screen; closing the
 * screen hangs up and removes the iframe (camera and microphone released). A Jitsi that does not
 * start within JITSI_LOAD_TIMEOUT_MS says so, with "Try again".
 */
export function JitsiCall(props: {
  results: JitsiResults;
  onLive(isLive: boolean): void;
  onLeave(): void;
  /** Tests shorten the wait. */
  loadTimeoutMs?: number;
}) {
  const [attempt, setAttempt] = useState(0);
  return <JitsiAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** One try at embedding the meeting: a new one mounts for each "Try again". */
function JitsiAttempt({
  results,
  onLive,
  onLeave,
  onRetry,
  loadTimeoutMs = JITSI_LOAD_TIMEOUT_MS,
}: {
  results: JitsiResults;
  onLive(isLive: boolean): void;
  onLeave(): void;
  onRetry(): void;
  loadTimeoutMs?: number;
}) {
  const { t, i18n } = useTranslation();
  const apiRef = useRef<JitsiApi | null>(null);
  const [isUnreachable, setUnreachable] = useState(false);
  const userInfo = useMemo(() => ({ displayName: results.displayName, email: '' }), [results.displayName]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!apiRef.current) setUnreachable(true);
    }, loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [loadTimeoutMs]);

  useEffect(() => {
    onLive(true);
    return () => {
      onLive(false);
      apiRef.current?.executeCommand('hangup');
      apiRef.current?.dispose();
      apiRef.current = null;
    };
  }, [onLive]);

  if (isUnreachable)
    return (
      <CallMessage title={t('visitVideo.failedTitle')} text={t('visitVideo.failedText')}>
        <Button onClick={onRetry}>{t('visitVideo.retry')}</Button>
        <Button variant="default" onClick={onLeave}>
          {t('visitVideo.leave')}
        </Button>
      </CallMessage>
    );
  return (
    <Box flex={1} mih={0} style={{ display: 'flex' }}>
      <JitsiMeeting
        domain={results.domain}
        roomName={results.roomName}
        jwt={results.jwt ?? undefined}
        userInfo={userInfo}
        lang={i18n.language}
        configOverwrite={CONFIG}
        interfaceConfigOverwrite={INTERFACE}
        spinner={JitsiSpinner}
        onApiReady={(api) => {
          apiRef.current = api;
        }}
        onReadyToClose={onLeave}
        getIFrameRef={fillParent}
      />
    </Box>
  );
}
