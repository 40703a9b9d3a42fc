import { EVENT_LIMITS, type Room } from '@foyer/shared';
import type { Asset } from '@foyer/shared';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TagsField, TextField, fieldErrorText } from '../../../ui/form';
import type { EventSettingsValues } from '../settingsForm';
import { ColorField } from './ColorField';
import { LogoField } from './LogoField';
import { TimeZoneSelect } from './TimeZoneSelect';

type GeneralSettingsFieldsProps = {
  control: Control<EventSettingsValues>;
  /** The event's rooms: start room choices, and the booths for the help booth. */
  rooms: readonly Room[];
};

/**
 * The general settings of an event (spec §3 Event): name, title lines, help email, time zone, start
 * room, help booth, open, chat video, the websites that may embed it. Used by the settings page and the
 * editor's general section.
 */
export function GeneralSettingsFields({ control, rooms }: GeneralSettingsFieldsProps) {
  const { t } = useTranslation();
  const roomOptions = rooms.map((r) => ({ value: r.id, label: r.title }));
  const boothOptions = rooms.filter((r) => r.kind === 'BOOTH').map((r) => ({ value: r.id, label: r.title }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="name" label={t('createEvent.nameLabel')} isRequired />
        <TextField control={control} name="title1" label={t('eventSettings.title1')} isRequired />
        <TextField control={control} name="title2" label={t('eventSettings.title2')} />
        <TextField control={control} name="helpEmail" label={t('eventSettings.helpEmail')} type="email" />
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(t, fieldState.error)}
            />
          )}
        />
        <SelectField
          control={control}
          name="startRoomId"
          label={t('eventSettings.startRoom')}
          data={roomOptions}
          placeholder={t('eventSettings.choose')}
        />
        <SelectField
          control={control}
          name="helpBoothId"
          label={t('eventSettings.helpBooth')}
          data={boothOptions}
          placeholder={t(boothOptions.length ? 'eventSettings.choose' : 'eventSettings.noBooths')}
          clearable
          disabled={boothOptions.length === 0}
        />
      </SimpleGrid>
      <Stack gap="sm" mt="lg">
        <Controller
          control={control}
          name="open"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              label={t('eventSettings.open')}
              description={t('eventSettings.openHint')}
            />
          )}
        />
        <Controller
          control={control}
          name="allowChatVideo"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              label={t('eventSettings.allowChatVideo')}
            />
          )}
        />
      </Stack>
      <TagsField
        control={control}
        name="frameAncestors"
        label={t('eventSettings.frameAncestors')}
        description={t('eventSettings.frameAncestorsHint')}
        placeholder={t('eventSettings.frameAncestorsPlaceholder')}
        maxTags={EVENT_LIMITS.maxFrameAncestors}
        mt="lg"
      />
    </>
  );
}

type DesignSettingsFieldsProps = {
  control: Control<EventSettingsValues>;
  logoUrl: string | null;
  /** The plan has no custom logo (spec §6): the picker is off and says why. */
  isLogoLocked: boolean;
  onLogoChange(asset: Asset | null): void;
};

/** The design settings of an event: main and text colour, logo (plan permitting) and logo link. */
export function DesignSettingsFields({
  control,
  logoUrl,
  isLogoLocked,
  onLogoChange,
}: DesignSettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ColorField control={control} name="mainColor" label={t('eventSettings.mainColor')} isRequired />
      <ColorField control={control} name="textColor" label={t('eventSettings.textColor')} isRequired />
      <LogoField url={logoUrl} isLocked={isLogoLocked} onChange={onLogoChange} />
      <TextField
        control={control}
        name="logoLink"
        label={t('eventSettings.logoLink')}
        placeholder="https://"
      />
    </SimpleGrid>
  );
}
