import type { BoothDocMonitor } from '@foyer/shared';
import { Input, SegmentedControl, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import type { IconName } from '../../venue/namedIcons';
import { IconSelect } from './IconSelect';
import { PlacedSlotField } from './PlacedSlotField';
import { useFieldBinder } from './useFieldBinder';

/** Icons that suit a document monitor. */
const MONITOR_ICONS: readonly IconName[] = [
  'document',
  'presentation',
  'brochure',
  'pricelist',
  'certificate',
  'chart',
  'video',
  'download',
  'link',
  'info',
  'star',
];

/**
 * A document monitor: slot, title, tooltip, description, category, its source (a PDF of the media
 * library or a link), image, thumbnail, icon and rating.
 */
export function DocMonitorForm(props: ElementFormProps<BoothDocMonitor>) {
  const { value, ctx } = props;
  const { t, text, set, patch, checked, errorOf } = useFieldBinder(props);
  // Switching the source drops the other one, so that an unused document is not kept "in use".
  const handleSource = (source: string) =>
    source === 'link'
      ? patch({ source: 'link', documentAssetId: null })
      : patch({ source: 'document', url: null });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlacedSlotField {...props} />
        <TextInput {...text('title', { isRequired: true })} />
        <TextInput {...text('tooltip', { description: 'elementForm.hints.tooltip' })} />
        <TextInput {...text('category', { description: 'elementForm.hints.category' })} />
      </SimpleGrid>
      <Textarea {...text('description')} autosize minRows={2} maxRows={8} />
      <Input.Wrapper label={t('elementForm.fields.source')} description={t('elementForm.monitor.sourceHint')}>
        <SegmentedControl
          mt={6}
          value={value.source}
          onChange={handleSource}
          data={[
            { value: 'document', label: t('elementForm.monitor.document') },
            { value: 'link', label: t('elementForm.monitor.link') },
          ]}
        />
      </Input.Wrapper>
      {value.source === 'document' ? (
        <AssetField
          kind="document"
          label={t('elementForm.fields.documentAssetId')}
          value={value.documentAssetId}
          onChange={(id) => set('documentAssetId', id)}
          error={errorOf('documentAssetId')}
          isRequired
          ctx={ctx}
        />
      ) : (
        <TextInput type="url" placeholder="https://" {...text('url', { isRequired: true, emptyAs: null })} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AssetField
          kind="image"
          label={t('elementForm.fields.imageAssetId')}
          description={t('elementForm.monitor.imageHint')}
          value={value.imageAssetId}
          onChange={(id) => set('imageAssetId', id)}
          error={errorOf('imageAssetId')}
          ctx={ctx}
        />
        <AssetField
          kind="image"
          label={t('elementForm.fields.thumbnailAssetId')}
          description={t('elementForm.monitor.thumbnailHint')}
          value={value.thumbnailAssetId}
          onChange={(id) => set('thumbnailAssetId', id)}
          error={errorOf('thumbnailAssetId')}
          ctx={ctx}
        />
        <IconSelect
          label={t('elementForm.fields.icon')}
          description={t('elementForm.monitor.iconHint')}
          names={MONITOR_ICONS}
          value={value.icon}
          onChange={(icon) => set('icon', icon)}
          error={errorOf('icon')}
        />
      </SimpleGrid>
      <Switch {...checked('hasRating', { description: 'elementForm.hints.rating' })} />
    </Stack>
  );
}
