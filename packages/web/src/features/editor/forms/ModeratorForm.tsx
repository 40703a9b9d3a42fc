import type { EventModerator } from '@foyer/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { useFieldBinder } from './useFieldBinder';

/** An event moderator: email, first and last name. */
export function ModeratorForm(props: ElementFormProps<EventModerator>) {
  const { text } = useFieldBinder(props);
  return (
    <Stack gap="md">
      <TextInput
        type="email"
        autoComplete="off"
        {...text('email', { isRequired: true, description: 'elementForm.moderator.emailHint' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...text('firstName', { isRequired: true })} />
        <TextInput {...text('lastName', { isRequired: true })} />
      </SimpleGrid>
    </Stack>
  );
}
