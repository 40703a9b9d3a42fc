import type { VideoJoinResults } from '@foyer/shared';
import { Box } from '@mantine/core';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CallWaiting } from './CallMessage';

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
 * screen hangs up and removes the iframe (camera and microphone released).
 */
export function JitsiCall({
  results,
  onLive,
  onLeave,
}: {
  results: JitsiResults;
  onLive(isLive: boolean): void;
  onLeave(): void;
}) {
  const { i18n } = useTranslation();
  const apiRef = useRef<JitsiApi | null>(null);
  const userInfo = useMemo(() => ({ displayName: results.displayName, email: '' }), [results.displayName]);

  useEffect(() => {
    onLive(true);
    return () => {
      onLive(false);
      apiRef.current?.executeCommand('hangup');
      apiRef.current?.dispose();
      apiRef.current = null;
    };
  }, [onLive]);

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
