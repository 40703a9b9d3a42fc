import { AspectRatio, Box } from '@mantine/core';
import { RoomScene } from '../../venue/RoomScene';
import { EMPTY_SCENE, type SceneContent } from '../../venue/sceneContent';

type RoomPreviewProps = {
  designId: string | null | undefined;
  mainColor?: string;
  textColor?: string;
  content?: SceneContent;
  /** Accessible name of the picture (and lettering on the design's fascia); decorative when absent. */
  label?: string;
};

const FALLBACK_COLORS = { main: '#1f5fbf', text: '#ffffff' };

/** A room drawn small (cards, theme choices, guided setup): the venue's RoomScene, 16:9, not interactive. */
export function RoomPreview({
  designId,
  mainColor,
  textColor,
  content = EMPTY_SCENE,
  label,
}: RoomPreviewProps) {
  if (!designId)
    return (
      <AspectRatio ratio={16 / 9}>
        <Box aria-hidden style={{ background: mainColor ?? 'var(--mantine-color-default-hover)' }} />
      </AspectRatio>
    );
  const colors = { main: mainColor ?? FALLBACK_COLORS.main, text: textColor ?? FALLBACK_COLORS.text };
  return (
    <div aria-hidden={label ? undefined : true}>
      <RoomScene designId={designId} colors={colors} content={content} title={label} />
    </div>
  );
}
