import { type TheatreSlide, VENUE_LIMITS } from '@foyer/shared';
import { NumberInput, Stack, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { clockOf } from './dateTime';
import { useFieldBinder } from './useFieldBinder';

/** A slide of the theatre's programme: title, the picture's URL and when it shows (seconds, also as h:mm:ss). */
export function TheatreSlideForm(props: ElementFormProps<TheatreSlide>) {
  const { value } = props;
  const { t, text, number } = useFieldBinder(props);
  const time = number('time', { isRequired: true });
  return (
    <Stack gap="md">
      <TextInput {...text('title', { isRequired: true })} />
      <TextInput
        type="url"
        placeholder="https://"
        {...text('url', { isRequired: true, description: 'elementForm.slide.urlHint' })}
      />
      <NumberInput
        {...time}
        description={t('elementForm.slide.timeHint', {
          clock: clockOf(typeof value.time === 'number' ? value.time : 0),
        })}
        min={0}
        max={VENUE_LIMITS.maxVideoSeconds}
        allowDecimal={false}
        suffix=" s"
        maw={320}
      />
    </Stack>
  );
}
