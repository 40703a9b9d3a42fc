import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CallMessage } from './CallMessage';
import type { JoinRefusal } from './useVideoJoin';

/** Why the server refused a place in the call, in the visitor's words, and what to do. */
export function JoinRefused({
  code,
  capacity,
  onRetry,
  onClose,
}: {
  code: JoinRefusal;
  capacity: number;
  onRetry(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = (
    <Button variant="default" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  if (code === 'ROOM_FULL')
    return (
      <CallMessage title={t('visitVideo.fullTitle')} text={t('visitVideo.fullText', { count: capacity })}>
        <Button onClick={onRetry}>{t('visitVideo.retry')}</Button>
        {close}
      </CallMessage>
    );
  const titles: Record<Exclude<JoinRefusal, 'ROOM_FULL'>, string> = {
    VIDEO_NOT_CONFIGURED: t('visitVideo.notConfiguredTitle'),
    FORBIDDEN: t('visitVideo.forbiddenTitle'),
    NOT_FOUND: t('visitVideo.goneTitle'),
    VISITOR_TOKEN_IS_INVALID: t('visitVideo.forbiddenTitle'),
  };
  return (
    <CallMessage title={titles[code]} text={code === 'NOT_FOUND' ? undefined : t(`errors.${code}`)}>
      {close}
    </CallMessage>
  );
}
