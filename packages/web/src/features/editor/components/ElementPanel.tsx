import { useMediaQuery } from '@mantine/hooks';
import { ROOM_KINDS, type Room, type TimelineDay, type Venue, type VenueElement } from '@foyer/shared';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import classes from '../Editor.module.css';
import { ELEMENT_FORMS, kindLabelKey } from '../forms';
import { sectionLabelKey } from '../sectionMeta';
import { useEditorShell } from '../shellContext';
import { labelOf } from '../tree/editorTree';
import type { ElementEditor } from '../useElementDraft';
import { DayContents } from '../sections/DayContents';
import { RoomContents } from '../sections/RoomContents';
import { borrowedFrom } from '../sharing';
import { BorrowedRoomPanel } from './BorrowedRoomPanel';
import { JoinHallChoice } from './JoinHallChoice';
import { SharedRoomNotice } from './SharedRoomNotice';
import { UnreachableRoomAlert } from './UnreachableRoomAlert';
import { StaleAlert } from '../../../ui/StaleAlert';

const ROOM_KIND_SET = new Set<string>(ROOM_KINDS);
const isRoomKind = (kind: string) => ROOM_KIND_SET.has(kind);
const isRoomElement = (element: VenueElement): element is Room => isRoomKind(element.kind);

/** The room of a placed element or door, or the day of an agenda item (the form's `parent`). */
function parentOf(
  venue: Venue,
  draft: VenueElement,
  parentId: string | null,
): Room | TimelineDay | undefined {
  const id = draft.kind === 'DOOR' ? draft.roomId : parentId;
  if (!id) return undefined;
  return venue.rooms.find((r) => r.id === id) ?? venue.agenda.find((d) => d.id === id);
}

/** The words of a plan refusal: sharing a room (issue 15), else a breakout room. */
function premiumTexts(draft: VenueElement | null): { titleKey?: string; messageKey: string } {
  if (draft && isRoomKind(draft.kind))
    return { titleKey: 'editor.sharing.premiumTitle', messageKey: 'editor.sharing.premium' };
  return { messageKey: 'editor.breakouts.premium' };
}

/** Save, discard and delete, always in reach at the bottom of the form. */
function ActionBar({ editor }: { editor: ElementEditor }) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 30em)') ?? false;
  const state = editor.state;
  if (!state?.draft) return null;
  const isCreate = state.mode === 'create';
  const canSave = isCreate || editor.isDirty;
  // On a phone the three buttons stay on one line so the bar keeps the form in view.
  const size = isNarrow ? 'xs' : 'sm';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" className={classes.actionBar}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {editor.isDirty
          ? t('editor.form.unsaved')
          : isCreate
            ? t('editor.form.notCreated')
            : t('editor.form.allSaved')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {!isCreate &&
          (isNarrow ? (
            // An icon on a phone: the three actions fit one line in every language.
            <ActionIcon
              size="lg"
              variant="subtle"
              color="red"
              aria-label={t('common.delete')}
              onClick={() => editor.askDelete()}
              loading={editor.isDeleting}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              size={size}
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => editor.askDelete()}
              loading={editor.isDeleting}
            >
              {t('common.delete')}
            </Button>
          ))}
        <Button
          size={size}
          variant="default"
          disabled={!editor.isDirty || editor.isSaving}
          onClick={editor.discard}
        >
          {t('editor.form.discard')}
        </Button>
        <Button
          size={size}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!canSave}
          loading={editor.isSaving}
          onClick={() => void editor.save()}
        >
          {isCreate ? t('editor.form.create') : t('common.save')}
        </Button>
      </Group>
    </Group>
  );
}

/** What the form says above its fields: a conflict, a plan limit, a refusal of no field, errors to fix. */
function Problems({ editor }: { editor: ElementEditor }) {
  const { t } = useTranslation();
  const state = editor.state;
  if (!state) return null;
  const errorCount = Object.keys(state.errors).length;
  return (
    <>
      {state.problem === 'stale' && <StaleAlert onReload={editor.reloadLatest} />}
      {state.problem === 'premium' && <UpgradePrompt {...premiumTexts(state.draft)} plan="business" />}
      {state.formError && (
        <Alert color="red" radius="lg" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {t(state.formError, { defaultValue: t('validation.invalid') })}
        </Alert>
      )}
      {errorCount > 0 && !state.formError && (
        <Alert color="red" radius="lg" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
          {t('editor.form.fixErrors', { count: errorCount })}
        </Alert>
      )}
    </>
  );
}

/**
 * The form of the selected element (or of a new one): its kind's form from the forms registry,
 * controlled by the shell's draft, with the problems of the last save and the action bar; a room
 * shows its parts below, an agenda day its items.
 */
export function ElementPanel({ editor }: { editor: ElementEditor }) {
  const { t } = useTranslation();
  const { ctx, selection, select } = useEditorShell();
  const state = editor.state;
  const backToSection = () => select({ section: selection.section });
  const back = (
    <Anchor component="button" type="button" size="sm" onClick={backToSection}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t(sectionLabelKey(selection.section))}
      </Group>
    </Anchor>
  );

  if (!state?.draft) {
    const isNew = state?.mode === 'create';
    return (
      <Stack gap="md">
        {back}
        <EmptyBlock
          icon={<IconSearch size={28} aria-hidden />}
          title={t(isNew ? 'editor.form.noPlaceTitle' : 'editor.form.goneTitle')}
          description={t(isNew ? 'editor.form.noPlaceText' : 'editor.form.goneText')}
          actionLabel={t('editor.form.backTo', { section: t(sectionLabelKey(selection.section)) })}
          onAction={backToSection}
        />
      </Stack>
    );
  }

  const { draft } = state;
  const Form = ELEMENT_FORMS[draft.kind];
  const isCreate = state.mode === 'create';
  const isRoom = isRoomKind(draft.kind);
  // Issue 15: a room shown from another event, and its parts (not its doors), are read-only here.
  const roomFrom = isRoom && !isCreate ? borrowedFrom(ctx.sharing, draft.id) : null;
  const partFrom = !isRoom && draft.kind !== 'DOOR' ? borrowedFrom(ctx.sharing, state.parentId) : null;
  const kindName = t(kindLabelKey(draft.kind));
  const title = isCreate
    ? t('editor.form.newTitle', { kind: kindName })
    : labelOf(t, state.base ?? draft, ctx.assets);
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2} fz="xl" style={{ wordBreak: 'break-word' }}>
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {kindName}
        </Badge>
      </Group>
      <Problems editor={editor} />
      {!isCreate && state.base && isRoomElement(state.base) && <UnreachableRoomAlert room={state.base} />}
      {roomFrom && isRoomElement(draft) ? (
        <BorrowedRoomPanel editor={editor} room={draft} from={roomFrom} />
      ) : partFrom ? (
        <SharedRoomNotice from={partFrom} isPart />
      ) : (
        // Its own box, so the sticky action bar stays with the form and not over the room's contents.
        <Stack gap="md">
          <Card withBorder radius="lg" padding="lg">
            <Form
              value={draft}
              onChange={editor.setDraft}
              errors={state.errors}
              ctx={ctx}
              mode={state.mode}
              parent={parentOf(ctx.venue, draft, state.parentId)}
            />
            {isCreate && isRoomElement(draft) && (
              <Box mt="lg">
                <JoinHallChoice editor={editor} room={draft} />
              </Box>
            )}
          </Card>
          <ActionBar editor={editor} />
        </Stack>
      )}
      {!isCreate && draft.kind === 'TIMELINE_DAY' && <DayContents dayId={draft.id} />}
      {!isCreate && isRoom && <RoomContents roomId={draft.id} />}
    </Stack>
  );
}
