import { ActionIcon, Box, Menu, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { playerBarButtonStyle } from './playerBar';

/** A rendition the viewer can choose: its hls.js level index and its name ("720p"). */
export type QualityChoice = { level: number; label: string };

/** What hls.js knows of a level that names it (height 0 or none: no RESOLUTION in the playlist). */
export type LevelInfo = { height?: number | undefined; bitrate: number };

/** hls.js's level index for "choose by the connection" (hls.currentLevel = -1). */
export const AUTO_LEVEL = -1;

/**
 * The renditions of a stream, best first, named by their height ("720p", "360p"). A level without a
 * resolution is the source passed through as the encoder sent it (the best): `sourceLabel`; should
 * there be several, the others are named by their bitrate.
 */
export function qualityChoices(levels: readonly LevelInfo[], sourceLabel: string): QualityChoice[] {
  const heightOf = (l: LevelInfo) => (l.height ? l.height : Number.POSITIVE_INFINITY);
  const sorted = levels
    .map((info, level) => ({ ...info, level }))
    .sort((a, b) => heightOf(b) - heightOf(a) || b.bitrate - a.bitrate);
  let hasSource = false;
  return sorted.map(({ level, height, bitrate }) => {
    if (height) return { level, label: `${height}p` };
    if (hasSource) return { level, label: `${Math.round(bitrate / 1000)} kbit/s` };
    hasSource = true;
    return { level, label: sourceLabel };
  });
}

/**
 * The player's quality menu (a gear in its control bar): "Auto" (with the rendition it plays now)
 * and each rendition; the chosen one is ticked (aria-current) and named in the button's label.
 */
export function WebcastQualityMenu({
  choices,
  level,
  playingLevel,
  onChange,
}: {
  choices: readonly QualityChoice[];
  /** The chosen level, AUTO_LEVEL for "Auto". */
  level: number;
  /** The level playing now (what "Auto" chose), when known. */
  playingLevel?: number | undefined;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation();
  const nameOf = (l: number | undefined) => choices.find((c) => c.level === l)?.label;
  const auto = t('webcasts.player.qualityAuto');
  const current = level === AUTO_LEVEL ? auto : (nameOf(level) ?? auto);
  const autoPlays = level === AUTO_LEVEL ? nameOf(playingLevel) : undefined;
  const tick = (l: number) =>
    l === level ? <IconCheck size={16} aria-hidden /> : <Box w={16} aria-hidden />;
  return (
    <Menu position="top-end" shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip
          label={t('webcasts.player.quality')}
          events={{ hover: true, focus: true, touch: false }}
          styles={{ tooltip: { minWidth: 0 } }}
        >
          <ActionIcon
            size="lg"
            aria-label={t('webcasts.player.qualityCurrent', { quality: current })}
            style={playerBarButtonStyle()}
          >
            <IconSettings size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown miw={160}>
        <Menu.Label>{t('webcasts.player.quality')}</Menu.Label>
        <Menu.Item
          leftSection={tick(AUTO_LEVEL)}
          aria-current={level === AUTO_LEVEL ? 'true' : undefined}
          rightSection={
            autoPlays && (
              <Text size="xs" c="dimmed">
                {autoPlays}
              </Text>
            )
          }
          onClick={() => onChange(AUTO_LEVEL)}
        >
          {auto}
        </Menu.Item>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.level}
            leftSection={tick(choice.level)}
            aria-current={level === choice.level ? 'true' : undefined}
            onClick={() => onChange(choice.level)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
