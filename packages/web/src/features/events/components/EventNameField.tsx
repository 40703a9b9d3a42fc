import { MSG } from '@foyer/shared';
import { Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form';
import { checkEventName } from '../queries';

export type EventNameValues = { name: string };

/** Debounce of the uniqueness check while typing. */
export const NAME_CHECK_DELAY_MS = 400;

/**
 * Checks the name with the server (POST events/validate/event/name/) and marks the field
 * "Already used" when it is taken. Answers whether the name is free; a failed check lets the
 * server decide on submit.
 */
export async function confirmNameIsFree(
  form: UseFormReturn<EventNameValues>,
  name: string,
): Promise<boolean> {
  const trimmed = name.trim();
  if (!trimmed) return false;
  try {
    const isFree = await checkEventName(trimmed);
    if (form.getValues('name').trim() !== trimmed) return isFree;
    if (!isFree) form.setError('name', { type: 'unique', message: MSG.alreadyUsed });
    else if (form.getFieldState('name').error?.type === 'unique') form.clearErrors('name');
    return isFree;
  } catch {
    return true;
  }
}

/** The "Event name" field: required, and checked for uniqueness while the person types. */
export function EventNameField({
  form,
  isAutoFocus,
}: {
  form: UseFormReturn<EventNameValues>;
  isAutoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const name = form.watch('name');
  const [debounced] = useDebouncedValue(name, NAME_CHECK_DELAY_MS);
  const [isChecking, setChecking] = useState(false);

  useEffect(() => {
    if (!debounced?.trim()) return;
    let isCurrent = true;
    setChecking(true);
    void confirmNameIsFree(form, debounced).finally(() => {
      if (isCurrent) setChecking(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [debounced, form]);

  return (
    <TextField
      control={form.control}
      name="name"
      label={t('createEvent.nameLabel')}
      description={t('createEvent.nameHint')}
      isRequired
      data-autofocus={isAutoFocus || undefined}
      rightSection={
        isChecking ? <Loader size="xs" role="status" aria-label={t('createEvent.checkingName')} /> : undefined
      }
    />
  );
}
