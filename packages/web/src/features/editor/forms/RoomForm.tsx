import { ROOM_TYPE_OF_KIND, type Room, targetKindsOf } from '@foyer/shared';
import { Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import { lentTo } from '../sharing';
import type { ElementFormProps } from '../types';
import { AssetField } from './AssetField';
import { DesignGallery } from './DesignGallery';
import { HexColorField } from './HexColorField';
import { LinkTargetPicker } from './LinkTargetPicker';
import { NEW_ID, elementLabel, kindLabelKey } from './elements';
import { useFieldBinder } from './useFieldBinder';

/** A hall, booth, theatre or other room: title, description, design, target; a booth's logo and colour; a theatre's next room. */
export function RoomForm(props: ElementFormProps<Room>) {
  const { value, ctx, errors } = props;
  const { t, text, set, errorOf } = useFieldBinder(props);
  const designError = errors.designId
    ? t(errors.designId === 'validation.required' ? 'elementForm.room.designRequired' : errors.designId)
    : undefined;
  const otherRooms = ctx.venue.rooms
    .filter((r) => r.id !== value.id && r.id !== NEW_ID)
    .map((r) => ({ value: r.id, label: elementLabel(r) || t(kindLabelKey(r.kind)) }));
  return (
    <Stack gap="md">
      <TextInput {...text('title', { isRequired: true })} />
      <Textarea {...text('description')} autosize minRows={2} maxRows={8} />
      <DesignGallery
        roomType={ROOM_TYPE_OF_KIND[value.kind]}
        value={value.designId}
        onChange={(designId) => set('designId', designId)}
        error={designError}
        ctx={ctx}
      />
      {value.kind === 'BOOTH' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AssetField
            kind="image"
            label={t('elementForm.fields.logoAssetId')}
            description={t('elementForm.room.logoHint')}
            value={value.logoAssetId}
            onChange={(id) => set('logoAssetId', id)}
            error={errorOf('logoAssetId')}
            ctx={ctx}
          />
          <HexColorField
            label={t('elementForm.fields.color')}
            description={t('elementForm.room.colorHint')}
            value={value.color}
            onChange={(color) => set('color', color)}
            error={errorOf('color')}
            ctx={ctx}
          />
        </SimpleGrid>
      )}
      {value.kind === 'THEATRE' && (
        <Select
          label={t('elementForm.fields.nextRoomId')}
          description={t('elementForm.room.nextRoomHint')}
          placeholder={t('elementForm.room.noNextRoom')}
          data={otherRooms}
          value={value.nextRoomId}
          onChange={(id) => set('nextRoomId', id)}
          clearable
          searchable
          error={errorOf('nextRoomId')}
          classNames={{ root: errorOf('nextRoomId') ? 'foyer-field-invalid' : undefined }}
        />
      )}
      <LinkTargetPicker
        value={value.target}
        onChange={(target) => set('target', target)}
        kinds={targetKindsOf(value.kind)}
        ctx={ctx}
        errors={errors}
        label={t('elementForm.room.target')}
      />
      <ShareField {...props} />
    </Stack>
  );
}

/**
 * Issue 15 (business): other events of the account may show this room. Below business the switch is
 * off and locked with the upgrade (a room shared before a downgrade can still be switched off);
 * a room other events show names them.
 */
function ShareField(props: ElementFormProps<Room>) {
  const { value, ctx } = props;
  const { t, checked, errorOf } = useFieldBinder(props);
  const shownIn = lentTo(ctx.sharing, value.id);
  const isLocked = !ctx.canShareRooms && !value.shared;
  return (
    <Stack gap="xs">
      <Switch
        {...checked('shared', { description: 'elementForm.room.sharedHint' })}
        disabled={isLocked}
        error={errorOf('shared')}
      />
      {shownIn.length > 0 && (
        <Text size="sm">
          {t('elementForm.room.shownIn', { events: shownIn.map((e) => e.eventName).join(', ') })}
        </Text>
      )}
      {isLocked && (
        <UpgradePrompt
          titleKey="editor.sharing.premiumTitle"
          messageKey="editor.sharing.premium"
          plan="business"
        />
      )}
    </Stack>
  );
}
