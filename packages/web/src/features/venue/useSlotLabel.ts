import { useTranslation } from 'react-i18next';
import type { SceneItem } from './sceneContent';

/** The accessible name (and tooltip) of a placed item. */
export function useSlotLabel() {
  const { t } = useTranslation();
  return (entry: SceneItem): string => {
    switch (entry.kind) {
      case 'canvas':
        return t('venue.slot.canvas', { label: entry.item.label });
      case 'monitor':
        return t('venue.slot.monitor', { title: entry.item.title });
      case 'screen':
        return t('venue.slot.screen', { title: entry.item.title });
      case 'staff':
        return t('venue.slot.staff', { name: entry.item.name });
      case 'door': {
        const name = t(entry.item.isOpen ? 'venue.slot.doorOpen' : 'venue.slot.doorClosed', {
          title: entry.item.title,
        });
        return entry.item.subtitle ? `${name}, ${entry.item.subtitle}` : name;
      }
    }
  };
}
