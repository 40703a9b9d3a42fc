import { type TheatreLink, targetKindsOf } from '@foyer/shared';
import { SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { useFieldBinder } from './useFieldBinder';

/** A link item beside the auditorium's screen: title, category, description, speaker, bio, rating, thumbnail, target. */
export function TheatreLinkForm(props: ElementFormProps<TheatreLink>) {
  const { value, ctx, errors } = props;
  const { t, text, set, checked, errorOf } = useFieldBinder(props);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...text('title', { isRequired: true })} />
        <TextInput {...text('category', { description: 'elementForm.hints.category' })} />
      </SimpleGrid>
      <Textarea {...text('description')} autosize minRows={2} maxRows={8} />
      <TextInput {...text('speaker')} />
      <Textarea {...text('bio')} autosize minRows={2} maxRows={8} />
      <AssetField
        kind="image"
        label={t('elementForm.fields.thumbnailAssetId')}
        value={value.thumbnailAssetId}
        onChange={(id) => set('thumbnailAssetId', id)}
        error={errorOf('thumbnailAssetId')}
        ctx={ctx}
      />
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf('THEATRE_LINK')}
        ctx={ctx}
        errors={errors}
      />
      <Switch {...checked('rating', { description: 'elementForm.hints.rating' })} />
    </Stack>
  );
}
