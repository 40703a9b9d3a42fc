import {
  BREAKOUT_CAPACITY,
  STAFF_CALL_CAPACITY,
  type EventBreakout,
  type VideoJoinRequest,
} from '@foyer/shared';
import { Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { useCallActivity } from '../activity';
import { confirmAction } from '../../../ui/confirm';
import { CallMessage, CallWaiting } from './CallMessage';
import { JanusCallScreen } from './JanusCallScreen';
import { JitsiCall } from './JitsiCall';
import type { CallStaff } from './context';
import { type ConnectJanus, connectJanus as realConnectJanus } from './janusSession';
import { JoinRefused } from './JoinRefused';
import { useVideoJoin } from './useVideoJoin';

export type CallDialogProps = {
  target: VideoJoinRequest;
  /** A staff call's staff (its seconds are recorded for them). */
  staff?: CallStaff | undefined;
  /** The venue's breakout rooms: the title and capacity before the server answers. */
  breakouts: readonly EventBreakout[];
  /** Connects to Janus (janusSession.ts unless a test passes a fake). */
  connectJanus?: ConnectJanus;
  onClose(): void;
};

/**
 * The call screen: a full-window dialog over the venue named after the room. It joins, then shows
 * Janus' or Jitsi's call, or says why not. Closing it (the close button, Escape) asks first while a
 * call is on; leaving always hangs up and releases the camera and microphone (by unmounting).
 * The seconds on the call are recorded (breakout or staffCall) in the live venue.
 */
export function CallDialog({
  target,
  staff,
  breakouts,
  connectJanus = realConnectJanus,
  onClose,
}: CallDialogProps) {
  const { t } = useTranslation();
  const join = useVideoJoin(target);
  const [isLive, setIsLive] = useState(false);
  useCallActivity(
    isLive,
    'breakoutId' in target
      ? { kind: 'breakout', elementId: target.breakoutId }
      : { kind: 'staffCall', elementId: staff?.staffId, roomId: staff?.roomId },
  );
  const breakout = 'breakoutId' in target ? breakouts.find((b) => b.id === target.breakoutId) : undefined;
  const title = join.state === 'joined' ? join.results.title : (breakout?.name ?? t('visitVideo.title'));

  const handleClose = () => {
    if (!isLive) return onClose();
    confirmAction({
      title: t('visitVideo.leaveTitle'),
      message: t('visitVideo.leaveText'),
      confirmLabel: t('visitVideo.leaveConfirm'),
      cancelLabel: t('visitVideo.stay'),
      isDanger: true,
      onConfirm: onClose,
    });
  };
  const handleLive = useCallback((isOn: boolean) => setIsLive(isOn), []);
  const capacity =
    join.state === 'refused' && join.capacity
      ? join.capacity
      : 'threadId' in target
        ? STAFF_CALL_CAPACITY
        : (breakout?.capacity ?? BREAKOUT_CAPACITY);

  return (
    <AppModal
      opened
      onClose={handleClose}
      fullScreen
      title={title}
      closeOnClickOutside={false}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {join.state === 'joining' && <CallWaiting label={t('visitVideo.joining')} />}
      {join.state === 'failed' && (
        <CallMessage title={t('visitVideo.failedTitle')} text={t('visitVideo.failedText')}>
          <Button onClick={join.retry}>{t('visitVideo.retry')}</Button>
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </CallMessage>
      )}
      {join.state === 'refused' && (
        <JoinRefused code={join.code} capacity={capacity} onRetry={join.retry} onClose={onClose} />
      )}
      {join.state === 'joined' && join.results.provider === 'janus' && (
        <JanusCallScreen
          results={join.results}
          target={target}
          connectJanus={connectJanus}
          onLive={handleLive}
          onRetry={join.retry}
          onLeave={onClose}
        />
      )}
      {join.state === 'joined' && join.results.provider === 'jitsi' && (
        <JitsiCall results={join.results} onLive={handleLive} onLeave={onClose} />
      )}
    </AppModal>
  );
}
