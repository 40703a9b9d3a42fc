import { PROFILE_ITEM_TYPES, type ProfileItem, type ProfileItemType } from '@foyer/shared';
import { Fieldset, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { FIELDSET_STYLES } from './formStyles';
import type { IconName } from '../../venue/namedIcons';
import { IconSelect } from './IconSelect';
import { ProfileFormPreview } from '../../venue';
import { ProfileOptionsEditor } from './ProfileOptionsEditor';
import { useFieldBinder } from './useFieldBinder';

/** Icons that suit a registration field. */
const PROFILE_ICONS: readonly IconName[] = [
  'user',
  'mail',
  'phone',
  'company',
  'job',
  'website',
  'linkedin',
  'id',
  'education',
  'calendar',
  'location',
  'link',
  'document',
  'info',
  'star',
];

const hasOptions = (type: ProfileItemType) => type === 'select' || type === 'checkboxes';

/** The example entry shown for a link field's URL template. */
const EXAMPLE_VALUE = 'ada-lovelace';

/**
 * A field of the registration form: its type (six of spec §3), texts, icon, the options of a select
 * or checkboxes field, the switches that say who sees and may change it, the URL template of a link
 * field, and a preview as visitors see it.
 */
export function ProfileItemForm(props: ElementFormProps<ProfileItem>) {
  const { value, errors } = props;
  const { t, text, set, patch, checked, errorOf } = useFieldBinder(props);
  const handleType = (type: string | null) => {
    if (!type) return;
    const next = type as ProfileItemType;
    // Options belong to selects and checkboxes, the URL template to links: others drop them.
    patch({
      type: next,
      options: hasOptions(next) ? value.options : [],
      urlTemplate: next === 'link' ? value.urlTemplate : null,
    });
  };
  const template = value.urlTemplate ?? '';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('elementForm.fields.type')}
          description={t(`elementForm.profileTypeHints.${value.type}`)}
          data={PROFILE_ITEM_TYPES.map((type) => ({
            value: type,
            label: t(`elementForm.profileTypes.${type}`),
          }))}
          value={value.type}
          onChange={handleType}
          allowDeselect={false}
          withAsterisk
          error={errorOf('type')}
          classNames={{ root: errorOf('type') ? 'foyer-field-invalid' : undefined }}
        />
        <TextInput {...text('label', { isRequired: true, description: 'elementForm.profile.labelHint' })} />
        <TextInput
          {...text('title', {
            label: 'elementForm.profile.title',
            description: 'elementForm.profile.titleHint',
          })}
        />
        <TextInput {...text('placeholder', { description: 'elementForm.profile.placeholderHint' })} />
        <TextInput {...text('header', { description: 'elementForm.profile.headerHint' })} />
        <TextInput {...text('errorMessage', { description: 'elementForm.profile.errorMessageHint' })} />
        <IconSelect
          label={t('elementForm.fields.icon')}
          description={t('elementForm.profile.iconHint')}
          names={PROFILE_ICONS}
          value={value.icon}
          onChange={(icon) => set('icon', icon)}
          error={errorOf('icon')}
        />
      </SimpleGrid>
      {hasOptions(value.type) && (
        <ProfileOptionsEditor
          options={value.options}
          onChange={(options) => set('options', options)}
          isSingle={value.type === 'select'}
          errors={errors}
        />
      )}
      {value.type === 'link' && (
        <TextInput
          {...text('urlTemplate', { emptyAs: null, description: 'elementForm.profile.urlTemplateHint' })}
          placeholder="https://www.example.com/{value}"
        />
      )}
      {value.type === 'link' && template.includes('{value}') && (
        <Text size="xs" c="dimmed">
          {t('elementForm.profile.urlExample', { url: template.replaceAll('{value}', EXAMPLE_VALUE) })}
        </Text>
      )}
      <Fieldset legend={t('elementForm.profile.behaviour')} variant="unstyled" styles={FIELDSET_STYLES}>
        <Stack gap="sm">
          <Switch {...checked('required', { description: 'elementForm.profile.requiredHint' })} />
          <Switch {...checked('hidden', { description: 'elementForm.profile.hiddenHint' })} />
          <Switch {...checked('visible', { description: 'elementForm.profile.visibleHint' })} />
          <Switch {...checked('readonly', { description: 'elementForm.profile.readonlyHint' })} />
          <Switch {...checked('share', { description: 'elementForm.profile.shareHint' })} />
        </Stack>
      </Fieldset>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} size="sm" mb="sm">
          {t('elementForm.preview.title')}
        </Text>
        {value.hidden ? (
          <Text size="sm" c="dimmed">
            {t('elementForm.preview.hiddenNote')}
          </Text>
        ) : (
          <ProfileFormPreview items={[value]} />
        )}
      </Paper>
    </Stack>
  );
}
