import type { Event } from '@foyer/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEventSettingsForm } from '../../events/useEventSettingsForm';
import { setCachedEvent } from '../queries';
import { useEditorShell, useReportDirty } from '../shellContext';

/**
 * The event settings form of the general or design section: the settings form of the events
 * feature, its dirty state reported to the editor's leave guard, the editor's cached event updated
 * after a save and reloaded after STALE_VERSION.
 */
export function useSettingsSection(part: 'general' | 'design') {
  const client = useQueryClient();
  const { data, reload } = useEditorShell();
  const settings = useEventSettingsForm(data.event, {
    reload: async () => ((await reload()) as { event: Event } | undefined)?.event,
    onSaved: (saved) => setCachedEvent(client, saved),
  });
  useReportDirty(`settings.${part}`, settings.isDirty);
  return settings;
}
