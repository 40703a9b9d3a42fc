import type { Asset } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { Unavailable } from './Unavailable';

/** The picture at the largest size that fits the window (a lightbox; Escape closes it). */
export function PictureViewer({ asset }: { asset: Asset | undefined }) {
  const { t } = useTranslation();
  if (!asset) return <Unavailable />;
  return (
    <img
      src={asset.url}
      alt={asset.name || t('visitTargets.picture.untitled')}
      style={{
        display: 'block',
        margin: '0 auto',
        maxWidth: 'min(90vw, 1600px)',
        maxHeight: 'calc(100vh - 140px)',
        width: 'auto',
        height: 'auto',
        objectFit: 'contain',
      }}
    />
  );
}
