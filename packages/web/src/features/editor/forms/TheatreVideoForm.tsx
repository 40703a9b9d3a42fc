import type { TheatreVideo } from '@foyer/shared';
import { Fieldset, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { ElementFormProps } from '../types';
import { FIELDSET_STYLES } from './formStyles';
import { AssetField } from './AssetField';
import { DateTimeField } from './DateTimeField';
import { NEW_ID } from './elements';
import { useFieldBinder } from './useFieldBinder';

type TheatreVideoFormProps = ElementFormProps<TheatreVideo>;

/**
 * A talk of the auditorium: title, description, speaker and bio, category, the recorded video or
 * the webcast, the chat beside it, a link, a thumbnail, its times (in the event's zone) and the
 * no-slides, Q&A/polling and rating switches.
 */
export function TheatreVideoForm(props: TheatreVideoFormProps) {
  const { value, ctx } = props;
  const { t, text, set, checked, errorOf } = useFieldBinder(props);
  const chats = ctx.venue.chats.filter((c) => c.id !== NEW_ID).map((c) => ({ value: c.id, label: c.title }));
  const dateTime = (name: 'startsAt' | 'plannedLiveStart' | 'onDemandFrom') => (
    <DateTimeField
      label={t(`elementForm.fields.${name}`)}
      description={t(`elementForm.theatreVideo.${name}Hint`)}
      value={value[name]}
      onChange={(next) => set(name, next)}
      error={errorOf(name)}
      timeZone={ctx.event.timeZone}
    />
  );
  return (
    <Stack gap="md">
      <TextInput {...text('title', { isRequired: true })} />
      <Textarea {...text('description')} autosize minRows={2} maxRows={8} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...text('speaker')} />
        <TextInput {...text('category', { description: 'elementForm.hints.category' })} />
      </SimpleGrid>
      <Textarea {...text('bio')} autosize minRows={2} maxRows={8} />
      <Fieldset legend={t('elementForm.theatreVideo.source')} variant="unstyled" styles={FIELDSET_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AssetField
            kind="video"
            label={t('elementForm.fields.videoAssetId')}
            description={t('elementForm.theatreVideo.videoHint')}
            value={value.videoAssetId}
            onChange={(id) => set('videoAssetId', id)}
            error={errorOf('videoAssetId')}
            ctx={ctx}
          />
          <AssetField
            kind="webcast"
            label={t('elementForm.fields.webcastAssetId')}
            description={t('elementForm.theatreVideo.webcastHint')}
            value={value.webcastAssetId}
            onChange={(id) => set('webcastAssetId', id)}
            error={errorOf('webcastAssetId')}
            ctx={ctx}
          />
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('elementForm.fields.chatId')}
          description={t('elementForm.theatreVideo.chatHint')}
          placeholder={t(chats.length ? 'elementForm.theatreVideo.noChat' : 'elementForm.target.empty.chat')}
          data={chats}
          value={value.chatId}
          onChange={(chatId) => set('chatId', chatId)}
          clearable
          disabled={chats.length === 0 && !value.chatId}
          error={errorOf('chatId')}
          classNames={{ root: errorOf('chatId') ? 'foyer-field-invalid' : undefined }}
        />
        <TextInput
          type="url"
          placeholder="https://"
          {...text('link', { emptyAs: null, description: 'elementForm.theatreVideo.linkHint' })}
        />
        <AssetField
          kind="image"
          label={t('elementForm.fields.thumbnailAssetId')}
          value={value.thumbnailAssetId}
          onChange={(id) => set('thumbnailAssetId', id)}
          error={errorOf('thumbnailAssetId')}
          ctx={ctx}
        />
      </SimpleGrid>
      <Fieldset legend={t('elementForm.theatreVideo.times')} variant="unstyled" styles={FIELDSET_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {dateTime('startsAt')}
          {dateTime('plannedLiveStart')}
          {dateTime('onDemandFrom')}
        </SimpleGrid>
      </Fieldset>
      <Stack gap="sm">
        <Switch {...checked('noSlides', { description: 'elementForm.theatreVideo.noSlidesHint' })} />
        <Switch {...checked('interactive', { description: 'elementForm.theatreVideo.interactiveHint' })} />
        <Switch {...checked('rating', { description: 'elementForm.hints.rating' })} />
      </Stack>
    </Stack>
  );
}
