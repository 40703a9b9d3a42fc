import type { ElementUsage, Room, VenueEditorResults, VenueElement } from '@foyer/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { confirmAction } from '../../ui/confirm';
import { toastError, toastSuccess } from '../../ui/toast';
import { type DraftErrors, isSameValue, serverFieldErrors, validateDraft } from './draftErrors';
import { labelOf } from './tree/editorTree';
import { newElement } from './forms';
import { isRoom } from './forms/elements';
import { useCreateElement, useDeleteElement, useUpdateElement, usagesOfRefusal } from './queries';
import { type Selection, selectionKey } from './selection';
import type { SelectionTarget } from './shellContext';
import type { EditorContext } from './types';
import { useLinkRoom } from './useLinkRoom';
import { findElement } from './venueCache';

/** A problem of the last save shown above the form (field errors go under their fields). */
export type DraftProblem = 'stale' | 'premium' | null;

/** The form's state for one selection key: the draft, what it started from, and the last save's outcome. */
export type DraftState = {
  key: string;
  mode: 'create' | 'edit';
  /** Null: the element is gone, or a new one has no free place in its room's design. */
  draft: VenueElement | null;
  /** The saved element (edit) or the untouched default (create); dirty = draft differs from it. */
  base: VenueElement | null;
  /** The version the form started from (sent with an update or delete). */
  version: number;
  /** The room or day of the element (a door's room). */
  parentId: string | null;
  errors: DraftErrors;
  problem: DraftProblem;
  /** A refusal that belongs to no field (a list is full, the parent is gone). */
  formError: string | null;
  /** A new room: once created, a door from the hall leads to it and one leads back (on by default). */
  joinsHall: boolean;
};

const FRESH = { errors: {}, problem: null, formError: null } as const;

/** The form state of a selection: a default draft for a new element, or the saved element. */
export function initDraft(
  key: string,
  selection: Selection,
  data: VenueEditorResults,
  ctx: EditorContext,
): DraftState {
  if (selection.newKind) {
    let draft = newElement(selection.newKind, ctx, selection.parentId);
    if (draft?.kind === 'PROFILE_ITEM' && selection.type) draft = { ...draft, type: selection.type };
    return {
      key,
      mode: 'create',
      draft,
      base: draft,
      version: 0,
      parentId: selection.parentId,
      joinsHall: isRoom(draft ?? undefined),
      ...FRESH,
    };
  }
  const found = selection.elementId ? findElement(data.venue, selection.elementId) : null;
  return {
    key,
    mode: 'edit',
    draft: found?.element ?? null,
    base: found?.element ?? null,
    version: found ? (data.versions[found.element.id] ?? 1) : 0,
    parentId: found?.parent?.id ?? null,
    joinsHall: false,
    ...FRESH,
  };
}

/** True when the draft differs from what it started from. */
export const isDraftDirty = (state: DraftState | null) =>
  Boolean(state?.draft && state.base && !isSameValue(state.draft, state.base));

/**
 * The draft of the selected element, kept per selection key: a new key starts a new draft; while
 * the draft is unchanged it follows newer saved versions (a reorder, a reload).
 */
export function useDraftState(selection: Selection, data: VenueEditorResults, baseCtx: EditorContext) {
  const key = selectionKey(selection);
  const [state, setState] = useState<DraftState | null>(null);
  let current = state && state.key === key ? state : null;
  if (key && !current) current = initDraft(key, selection, data, baseCtx);
  if (current?.mode === 'edit' && !isDraftDirty(current) && selection.elementId) {
    const saved = data.versions[selection.elementId];
    const isNewer = current.draft
      ? saved !== undefined && saved !== current.version
      : findElement(data.venue, selection.elementId) !== null;
    if (isNewer) current = initDraft(current.key, selection, data, baseCtx);
  }
  // Adjusting state while rendering (React's pattern for state derived from props): converges at once.
  if (current !== state) setState(current);
  return [current, setState] as const;
}

/** The words of a delete: the question, its button, and the toast once done. */
export type DeleteTexts = { title: string; message: string; confirmLabel: string; done: string };

type EditorActionsInput = {
  eventId: string;
  data: VenueEditorResults;
  selection: Selection;
  baseCtx: EditorContext;
  select(target: SelectionTarget, options?: { replace?: boolean }): void;
  /** Lets the next navigation pass the leave guard (called right after a save or delete). */
  markClean(): void;
  reload(): Promise<unknown>;
};

/**
 * The element form's state and actions: change the draft, save it (schema check, then POST or PUT;
 * server field errors mapped back, STALE_VERSION shown, never overwritten), reload after a
 * conflict, delete with confirmation (REMOVABLE_DOC_HAS_DEPENDENCIES lists the usages, on a delete
 * or on unsharing a room other events show; PREMIUM_REQUIRED asks for the upgrade).
 */
export function useElementEditor({
  eventId,
  data,
  selection,
  baseCtx,
  select,
  markClean,
  reload,
}: EditorActionsInput) {
  const { t } = useTranslation();
  const [state, setState] = useDraftState(selection, data, baseCtx);
  const [usages, setUsages] = useState<ElementUsage[] | null>(null);
  const create = useCreateElement(eventId);
  const update = useUpdateElement(eventId);
  const remove = useDeleteElement(eventId);
  const linker = useLinkRoom(eventId);
  const key = state?.key;

  const patch = (next: Partial<DraftState>) => setState((s) => (s && s.key === key ? { ...s, ...next } : s));

  const setDraft = (draft: VenueElement) => patch({ draft });

  const setJoinsHall = (joinsHall: boolean) => patch({ joinsHall });

  /** The doors between a room just created and the hall; a refusal leaves the room as it was saved. */
  const joinHall = async (room: Room) => {
    try {
      await linker.link(room, data.venue, data.event.startRoomId);
    } catch {
      toastError(t('editor.rooms.linkFailed'));
    }
  };

  const handleFailure = (e: unknown) => {
    if (!isApiError(e)) throw e;
    if (e.errorKey === 'STALE_VERSION') patch({ problem: 'stale' });
    else if (e.errorKey === 'PREMIUM_REQUIRED') patch({ problem: 'premium' });
    else if (e.errorKey === 'VALIDATION_FAILED') patch({ ...serverFieldErrors(e.fields), problem: null });
  };

  const save = async () => {
    if (!state?.draft) return;
    const checked = validateDraft(state.draft);
    if (!checked.ok) {
      patch({ errors: checked.errors, formError: null });
      return;
    }
    patch(FRESH);
    const sent = state.draft;
    try {
      if (state.mode === 'create') {
        const saved = await create.mutateAsync({ parentId: state.parentId, element: checked.element });
        markClean();
        if (state.joinsHall && isRoom(saved.element)) await joinHall(saved.element);
        toastSuccess(t('editor.form.created'));
        select({ section: selection.section, elementId: saved.element.id }, { replace: true });
        return;
      }
      const saved = await update.mutateAsync({
        elementId: sent.id,
        version: state.version,
        element: checked.element,
      });
      setState((s) =>
        s && s.key === key
          ? {
              ...s,
              base: saved.element,
              version: saved.version,
              // Typing that went on while saving is kept.
              draft: s.draft && isSameValue(s.draft, sent) ? saved.element : s.draft,
            }
          : s,
      );
      toastSuccess(t('common.saved'));
    } catch (e) {
      // Unsharing a room other events show: where it is shown, like a refused delete.
      const found = usagesOfRefusal(e);
      if (found) setUsages(found);
      else handleFailure(e);
    }
  };

  const discard = () => patch({ draft: state?.base ?? null, ...FRESH });

  const reloadLatest = async () => {
    await reload();
    setState(null);
  };

  const deleteNow = async (element: VenueElement, version: number, doneText: string) => {
    try {
      await remove.mutateAsync({ elementId: element.id, version });
      markClean();
      toastSuccess(doneText);
      select({ section: selection.section }, { replace: true });
    } catch (e) {
      const found = usagesOfRefusal(e);
      if (found) setUsages(found);
      else handleFailure(e);
    }
  };

  /** Asks, then deletes the open element; `texts` replace the wording (removing a borrowed room). */
  const askDelete = (texts?: DeleteTexts) => {
    const element = state?.base;
    if (!element || state.mode !== 'edit') return;
    const version = state.version;
    const name = labelOf(t, element, baseCtx.assets);
    const wording = texts ?? {
      title: t('editor.form.deleteTitle', { name }),
      message: t('editor.form.deleteText', { name }),
      confirmLabel: t('common.delete'),
      done: t('editor.form.deleted', { name }),
    };
    confirmAction({
      title: wording.title,
      message: wording.message,
      confirmLabel: wording.confirmLabel,
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => void deleteNow(element, version, wording.done),
    });
  };

  return {
    state,
    isDirty: isDraftDirty(state),
    setDraft,
    setJoinsHall,
    save,
    discard,
    reloadLatest,
    askDelete,
    usages,
    closeUsages: () => setUsages(null),
    isSaving: create.isPending || update.isPending || linker.isPending,
    isDeleting: remove.isPending,
  };
}

/** The element form's state and actions, as the panels receive them. */
export type ElementEditor = ReturnType<typeof useElementEditor>;
