import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyFieldErrors } from '../api/formErrors';
import { AppModal } from './AppModal';
import { TextField } from './form';

export type RenameDialogProps = {
  /** What is renamed; null closes the dialog. Its id keys the form, so each opening starts fresh. */
  item: { id: string; name: string } | null;
  title: string;
  label: string;
  /** The field's rule from the shared request schema. */
  field: z.ZodType<string>;
  /** The field's name in the request, so a 400 from the server lands on the input. */
  serverField: string;
  isPending: boolean;
  onSave(name: string): Promise<unknown>;
  onClose(): void;
};

type RenameValues = { value: string };

function RenameForm({
  item,
  label,
  field,
  serverField,
  isPending,
  onSave,
  onClose,
}: RenameDialogProps & {
  item: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const form = useForm<RenameValues>({
    resolver: zodResolver(z.object({ value: field })) as never,
    defaultValues: { value: item.name },
  });
  const handleSubmit = form.handleSubmit(async ({ value }) => {
    try {
      await onSave(value.trim());
      onClose();
    } catch (e) {
      applyFieldErrors(e, (_name, error) => form.setError('value', error), [serverField]);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextField control={form.control} name="value" label={label} isRequired data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A small dialog that renames one thing (an asset, an event) with the shared rule of its name. */
export function RenameDialog(props: RenameDialogProps) {
  const { item, title, onClose } = props;
  return (
    <AppModal opened={item !== null} onClose={onClose} size="sm" title={title}>
      {item && <RenameForm key={item.id} {...props} item={item} />}
    </AppModal>
  );
}
