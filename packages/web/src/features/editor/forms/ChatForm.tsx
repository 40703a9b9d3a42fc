import type { EventChat } from '@foyer/shared';
import { TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { useFieldBinder } from './useFieldBinder';

/** A chat channel: its title, which cannot change once the chat exists (read-only in edit mode, with why). */
export function ChatForm(props: ElementFormProps<EventChat>) {
  const isFixed = props.mode === 'edit';
  const { text } = useFieldBinder(props);
  return (
    <TextInput
      {...text('title', {
        isRequired: !isFixed,
        description: isFixed ? 'elementForm.chat.titleFixed' : 'elementForm.chat.titleHint',
      })}
      readOnly={isFixed}
      variant={isFixed ? 'filled' : 'default'}
    />
  );
}
