import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, PollCreateRequest } from '@foyer/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '../realtime';

export type PollCreateFormProps = {
  videoId: string;
  onCreate(question: string, options: string[]): Promise<RequestError | null>;
  onCancel(): void;
};

/** A moderator's new poll: a question and POLL_OPTIONS_MIN–POLL_OPTIONS_MAX options (shared rules). */
export function PollCreateForm({ videoId, onCreate, onCancel }: PollCreateFormProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(() => Array(POLL_OPTIONS_MIN).fill(''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = PollCreateRequest.safeParse({ videoId, question, options });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), t(i.message)])));
      return;
    }
    setErrors({});
    setIsSaving(true);
    const error = await onCreate(parsed.data.question, parsed.data.options);
    setIsSaving(false);
    if (error) setFailure(t(`visitQa.errors.${error}`));
    else onCancel();
  };
  const setOption = (index: number, value: string) =>
    setOptions((list) => list.map((o, i) => (i === index ? value : o)));

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('visitQa.newPoll')}>
      <Stack gap="xs">
        <TextInput
          label={t('visitQa.pollQuestion')}
          withAsterisk
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          error={errors.question}
          data-autofocus
        />
        {options.map((option, index) => (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position
            key={index}
            gap="xs"
            align="flex-end"
            wrap="nowrap"
          >
            <TextInput
              label={t('visitQa.pollOption', { number: index + 1 })}
              withAsterisk
              value={option}
              onChange={(e) => setOption(index, e.currentTarget.value)}
              error={errors[`options.${index}`]}
              style={{ flex: 1 }}
            />
            {options.length > POLL_OPTIONS_MIN && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mb={errors[`options.${index}`] ? 22 : 0}
                aria-label={t('visitQa.removeOption', { number: index + 1 })}
                onClick={() => setOptions((list) => list.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {errors.options && (
          <Text size="xs" c="red">
            {errors.options}
          </Text>
        )}
        {options.length < POLL_OPTIONS_MAX && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setOptions((list) => [...list, ''])}
            >
              {t('visitQa.addOption')}
            </Button>
          </Group>
        )}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="sm" loading={isSaving}>
            {t('visitQa.startPoll')}
          </Button>
          <Button variant="default" size="sm" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
