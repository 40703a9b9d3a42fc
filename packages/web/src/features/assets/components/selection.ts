import type { Asset } from '@foyer/shared';

/** Selection shared by the list and the grid (library selection mode and the picker). */
export type AssetSelection = {
  isMultiple: boolean;
  isSelected: (asset: Asset) => boolean;
  canSelect: (asset: Asset) => boolean;
  onToggle: (asset: Asset) => void;
  onTogglePage: () => void;
  pageState: 'all' | 'some' | 'none';
};
