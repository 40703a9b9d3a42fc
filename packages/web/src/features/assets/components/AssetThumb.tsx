import type { Asset } from '@foyer/shared';
import { Box, Center } from '@mantine/core';
import { IconBroadcast, IconFileTypePdf, IconMovie, IconPhoto, IconUserSquare } from '@tabler/icons-react';
import { useState } from 'react';

const KIND_ICONS = {
  image: IconPhoto,
  avatar: IconUserSquare,
  video: IconMovie,
  document: IconFileTypePdf,
  webcast: IconBroadcast,
} as const;

/** Checkerboard that shows transparency behind avatars and PNGs. */
export const CHECKERBOARD =
  'repeating-conic-gradient(var(--mantine-color-default-border) 0% 25%, transparent 0% 50%) 50% / 16px 16px';

type AssetThumbProps = {
  asset: Asset;
  width: number | string;
  height: number | string;
  fit?: 'cover' | 'contain';
};

/** The asset's thumbnail, or its kind's icon when none could be made. */
export function AssetThumb({ asset, width, height, fit = 'cover' }: AssetThumbProps) {
  const [isBroken, setBroken] = useState(false);
  const Icon = KIND_ICONS[asset.kind];
  const src = asset.thumbnailUrl ?? (asset.kind === 'image' || asset.kind === 'avatar' ? asset.url : null);
  const isAvatar = asset.kind === 'avatar';
  return (
    <Box
      w={width}
      h={height}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        flexShrink: 0,
        background: isAvatar ? CHECKERBOARD : 'var(--mantine-color-default-hover)',
      }}
    >
      {src && !isBroken ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: isAvatar ? 'contain' : fit, display: 'block' }}
        />
      ) : (
        <Center h="100%" c="dimmed">
          <Icon size={typeof height === 'number' ? Math.min(40, height / 2) : 32} stroke={1.5} aria-hidden />
        </Center>
      )}
    </Box>
  );
}
