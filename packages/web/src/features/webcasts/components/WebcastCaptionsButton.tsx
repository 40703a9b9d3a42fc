import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBadgeCc, IconBadgeCcFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { playerBarButtonStyle } from './playerBar';

/**
 * The captions button of the player's control bar: turns the stream's subtitles on and off, or,
 * while the stream has none (always so with hls.js's light build), stays in its place unusable and
 * says why — focusable, so that the reason is read with the keyboard too.
 */
export function WebcastCaptionsButton({
  hasCaptions,
  isOn,
  onToggle,
}: {
  hasCaptions: boolean;
  isOn: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const label = t('webcasts.player.captions');
  return (
    <Tooltip
      label={hasCaptions ? label : t('webcasts.player.noCaptions')}
      events={{ hover: true, focus: true, touch: true }}
      styles={{ tooltip: { minWidth: 0 } }}
    >
      <ActionIcon
        size="lg"
        aria-label={label}
        aria-pressed={hasCaptions ? isOn : undefined}
        aria-disabled={hasCaptions ? undefined : true}
        aria-describedby={hasCaptions ? undefined : reasonId}
        data-disabled={hasCaptions ? undefined : true}
        onClick={hasCaptions ? onToggle : (e) => e.preventDefault()}
        style={playerBarButtonStyle(!hasCaptions)}
      >
        {isOn ? <IconBadgeCcFilled size={20} aria-hidden /> : <IconBadgeCc size={20} aria-hidden />}
        {!hasCaptions && <VisuallyHidden id={reasonId}>{t('webcasts.player.noCaptions')}</VisuallyHidden>}
      </ActionIcon>
    </Tooltip>
  );
}
