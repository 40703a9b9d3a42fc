import type { Asset, Event } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/client';
import { applyFieldErrors } from '../../api/formErrors';
import { useSaveEventSettings } from './queries';
import {
  EventSettingsForm,
  type EventSettingsValues,
  SETTINGS_FIELDS,
  settingsRequestOf,
  settingsValuesOf,
} from './settingsForm';

/** A refusal of the settings save shown above the fields. */
export type SettingsProblem = 'stale' | 'openLimit' | 'premium' | null;

type EventSettingsFormOptions = {
  /** Loads the event afresh after STALE_VERSION; answers it, or undefined when it could not. */
  reload(): Promise<Event | undefined>;
  /** Told of every saved event (the editor puts it into its cached data). */
  onSaved?(event: Event): void;
};

/**
 * The controller of the event settings form (general and design, on /events/setting/{id} and in the
 * editor): saved through PUT events/{id}/settings with the changed fields and the version it was
 * loaded with. STALE_VERSION, EVENT_LIMIT_REACHED and PREMIUM_REQUIRED become `problem`, other
 * refusals land on their fields; a newer event is taken over while nothing is typed.
 */
export function useEventSettingsForm(event: Event, { reload, onSaved }: EventSettingsFormOptions) {
  const save = useSaveEventSettings(event.id);
  const [problem, setProblem] = useState<SettingsProblem>(null);
  const [version, setVersion] = useState(event.version);
  const [logoUrl, setLogoUrl] = useState<string | null>(event.logoUrl ?? null);
  const form = useForm<EventSettingsValues>({
    resolver: zodResolver(EventSettingsForm) as never,
    defaultValues: settingsValuesOf(event),
  });
  const { isDirty, dirtyFields } = form.formState;

  const reset = (next: Event) => {
    setVersion(next.version);
    setLogoUrl(next.logoUrl ?? null);
    form.reset(settingsValuesOf(next));
  };

  // A newer event (saved by the other editor section, a reload) is taken over while nothing is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the event's version only
  useEffect(() => {
    if (event.version !== version && !form.formState.isDirty) reset(event);
  }, [event.version]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(settingsRequestOf(values as never, dirtyFields, version));
      onSaved?.(saved);
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
    const fresh = await reload();
    if (fresh) reset(fresh);
    setProblem(null);
  };

  /** A logo picked from the media library (or removed): shown at once, saved with the form. */
  const changeLogo = (asset: Asset | null) => {
    setLogoUrl(asset ? (asset.thumbnailUrl ?? asset.url) : null);
    form.setValue('logoAssetId', asset?.id ?? '', { shouldDirty: true });
  };

  return {
    form,
    submit,
    isDirty,
    isSaving: save.isPending,
    problem,
    logoUrl,
    changeLogo,
    discard: () => reset({ ...event, version }),
    reloadLatest,
  };
}
