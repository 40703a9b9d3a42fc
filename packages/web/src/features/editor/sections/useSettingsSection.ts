import type { Event } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { useSaveEventSettings } from '../../events/queries';
import {
  EventSettingsForm,
  type EventSettingsValues,
  SETTINGS_FIELDS,
  settingsRequestOf,
  settingsValuesOf,
} from '../../events/settingsForm';
import { setCachedEvent } from '../queries';
import { useEditorShell, useReportDirty } from '../shellContext';

/** A refusal of the settings save shown above the fields. */
export type SettingsProblem = 'stale' | 'openLimit' | 'premium' | null;

/**
 * The event settings form of the general or design section: saved through PUT events/{id}/settings
 * with the version it was loaded with (STALE_VERSION shown, never overwritten), dirty state reported
 * to the editor's leave guard, the editor's cached event updated after a save.
 */
export function useSettingsSection(part: 'general' | 'design') {
  const client = useQueryClient();
  const { data, reload } = useEditorShell();
  const event = data.event;
  const save = useSaveEventSettings(event.id);
  const [problem, setProblem] = useState<SettingsProblem>(null);
  const [version, setVersion] = useState(event.version);
  const [logoUrl, setLogoUrl] = useState<string | null>(event.logoUrl ?? null);
  const form = useForm<EventSettingsValues>({
    resolver: zodResolver(EventSettingsForm) as never,
    defaultValues: settingsValuesOf(event),
  });
  const { isDirty, dirtyFields } = form.formState;
  useReportDirty(`settings.${part}`, isDirty);

  const reset = (next: Event) => {
    setVersion(next.version);
    setLogoUrl(next.logoUrl ?? null);
    form.reset(settingsValuesOf(next));
  };

  // A newer event (saved by the other section, a reload) is taken over while nothing is typed here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the event's version only
  useEffect(() => {
    if (event.version !== version && !form.formState.isDirty) reset(event);
  }, [event.version]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(settingsRequestOf(values as never, dirtyFields, version));
      setCachedEvent(client, saved);
      reset(saved);
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'STALE_VERSION') setProblem('stale');
      else if (e.errorKey === 'EVENT_LIMIT_REACHED') setProblem('openLimit');
      else if (e.errorKey === 'PREMIUM_REQUIRED') setProblem('premium');
      else applyFieldErrors(e, form.setError, SETTINGS_FIELDS);
    }
  });

  const reloadLatest = async () => {
    const fresh = (await reload()) as { event: Event } | undefined;
    if (fresh) reset(fresh.event);
    setProblem(null);
  };

  return {
    form,
    submit,
    isDirty,
    isSaving: save.isPending,
    problem,
    logoUrl,
    setLogoUrl,
    discard: () => form.reset(settingsValuesOf({ ...event, version })),
    reloadLatest,
  };
}
