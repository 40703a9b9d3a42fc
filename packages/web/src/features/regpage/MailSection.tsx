import { MAIL_PLACEHOLDERS } from '@foyer/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, fieldErrorText } from '../../ui/form';
import { RichTextFormField } from './RichTextFormField';
import type { RegPageValues } from './regpageForm';

type Placeholder = keyof typeof MAIL_PLACEHOLDERS;
const PLACEHOLDER_ORDER: readonly Placeholder[] = ['firstName', 'lastName', 'authUrl'];

/** "Insert first name", "Insert last name", "Insert confirmation link" for one mail body. */
function PlaceholderButtons({ label, onInsert }: { label: string; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {PLACEHOLDER_ORDER.map((key) => (
        <Button
          key={key}
          variant="light"
          size="compact-sm"
          leftSection={<IconBraces size={14} aria-hidden />}
          onClick={() => onInsert(MAIL_PLACEHOLDERS[key])}
        >
          {t(`regpageEditor.mail.insert.${key}`)}
        </Button>
      ))}
    </Group>
  );
}

/** Where a text goes into a textarea's value: at its selection (replacing it), else at the end. */
export function insertAtSelection(
  value: string,
  text: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** The registration mail: subject, html body and plain body, each body with its placeholders. */
export function MailSection({ form }: { form: UseFormReturn<RegPageValues> }) {
  const { t } = useTranslation();
  const editorRef = useRef<Editor | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const plain = useController({ control: form.control, name: 'mailText' });

  const insertHtml = (text: string) => {
    editorRef.current?.chain().focus().insertContent(text).run();
  };
  const insertPlain = (text: string) => {
    const el = textRef.current;
    const current = (plain.field.value as string) ?? '';
    const next = insertAtSelection(current, text, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    plain.field.onChange(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('regpageEditor.mail.hint', { placeholder: MAIL_PLACEHOLDERS.authUrl })}
      </Text>
      <TextField
        control={form.control}
        name="mailSubject"
        label={t('regpageEditor.mail.subject')}
        isRequired
      />
      <Stack gap={6}>
        <RichTextFormField
          form={form}
          name="mailHtml"
          label={t('regpageEditor.mail.html')}
          editorRef={editorRef}
        />
        <PlaceholderButtons label={t('regpageEditor.mail.htmlPlaceholders')} onInsert={insertHtml} />
      </Stack>
      <Stack gap={6}>
        <Textarea
          ref={(el) => {
            textRef.current = el;
            plain.field.ref(el);
          }}
          name={plain.field.name}
          label={t('regpageEditor.mail.text')}
          value={(plain.field.value as string) ?? ''}
          onChange={(e) => plain.field.onChange(e.currentTarget.value)}
          onBlur={plain.field.onBlur}
          error={fieldErrorText(t, plain.fieldState.error)}
          classNames={{ root: plain.fieldState.error ? 'foyer-field-invalid' : undefined }}
          autosize
          minRows={5}
          maxRows={14}
        />
        <PlaceholderButtons label={t('regpageEditor.mail.textPlaceholders')} onInsert={insertPlain} />
      </Stack>
    </Stack>
  );
}
