import type { ProfileItem } from '@foyer/shared';
import { Badge, Checkbox, FileInput, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOf } from './namedIcons';

/** The input of one field as the visitor sees it (disabled: a preview). */
function PreviewInput({ item }: { item: ProfileItem }) {
  const { t } = useTranslation();
  const Icon = iconOf(item.icon);
  const common = {
    label: item.label || t('elementForm.preview.untitled'),
    description: item.title || undefined,
    withAsterisk: item.required,
    disabled: true,
  };
  const icon = Icon ? <Icon size={16} aria-hidden /> : undefined;
  switch (item.type) {
    case 'checkbox':
      return <Checkbox label={common.label} description={common.description} disabled />;
    case 'checkboxes':
      return (
        <Checkbox.Group {...common} value={item.options.filter((o) => o.selected).map((o) => o.value)}>
          <Stack gap={6} mt={6}>
            {[...new Set(item.options.map((o) => o.value))].map((v) => (
              <Checkbox key={v} value={v} label={v} disabled />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'select':
      return (
        <Select
          {...common}
          leftSection={icon}
          placeholder={item.placeholder}
          data={[...new Set(item.options.map((o) => o.value).filter(Boolean))]}
          value={item.options.find((o) => o.selected)?.value ?? null}
        />
      );
    case 'file':
      return (
        <FileInput
          {...common}
          leftSection={icon ?? <IconUpload size={16} aria-hidden />}
          placeholder={item.placeholder || t('elementForm.preview.chooseFile')}
        />
      );
    case 'link':
      return (
        <TextInput
          {...common}
          leftSection={icon ?? <IconLink size={16} aria-hidden />}
          placeholder={item.placeholder}
        />
      );
    case 'textfield':
      return <TextInput {...common} leftSection={icon} placeholder={item.placeholder} />;
  }
}

/** The notes under a field about who sees its answer. */
function PreviewNotes({ item }: { item: ProfileItem }) {
  const { t } = useTranslation();
  const notes: ReactNode[] = [];
  if (!item.visible) notes.push(t('elementForm.preview.private'));
  if (item.share) notes.push(t('elementForm.preview.shared'));
  if (item.readonly) notes.push(t('elementForm.preview.readonly'));
  if (notes.length === 0) return null;
  return (
    <Group gap={6}>
      {notes.map((note, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed notes, never reordered
        <Badge key={i} variant="light" color="gray" size="sm" radius="sm" tt="none">
          {note}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The registration form as visitors will see it: each field that is not hidden, with its header,
 * label, explanation, placeholder, options and defaults, as disabled inputs.
 */
export function ProfileFormPreview({ items }: { items: readonly ProfileItem[] }) {
  const { t } = useTranslation();
  const shown = items.filter((item) => !item.hidden);
  return (
    <Stack gap="md" role="group" aria-label={t('elementForm.preview.label')}>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('elementForm.preview.empty')}
        </Text>
      ) : (
        shown.map((item) => (
          <Stack key={item.id} gap={6} data-profile-item={item.id}>
            {item.header && (
              <Title order={4} fz="md">
                {item.header}
              </Title>
            )}
            <PreviewInput item={item} />
            <PreviewNotes item={item} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
