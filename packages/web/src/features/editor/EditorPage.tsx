import { type Asset, type ElementUsage, type VenueEditorResults, quotaOf } from '@foyer/shared';
import { Stack } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { useUser } from '../users/queries';
import classes from './Editor.module.css';
import { DependenciesDialog } from './components/DependenciesDialog';
import { EditorHeader } from './components/EditorHeader';
import { EditorError, EditorSkeleton } from './components/EditorStates';
import { MainPanel } from './components/MainPanel';
import { PlainNav } from './components/PlainNav';
import { PreviewPanel } from './components/PreviewPanel';
import { TreePanel } from './components/TreePanel';
import { useVenueEditor } from './queries';
import { parseSelection, sectionOfKind, selectionSearch } from './selection';
import { eventRoomsPath } from './sharing';
import {
  type EditorShell,
  EditorShellContext,
  type EditorVariant,
  type PreviewColors,
  type SelectionTarget,
} from './shellContext';
import { editorTreeNodes, nodeIdOfSelection, sectionNodeId, selectionOfNode } from './tree/editorTree';
import type { EditorContext } from './types';
import { useEditorLayout } from './useEditorLayout';
import { useElementEditor } from './useElementDraft';
import { useLeaveGuard } from './useLeaveGuard';
import { withDraft } from './venueCache';

type WorkspaceProps = {
  eventId: string;
  data: VenueEditorResults;
  variant: EditorVariant;
  reload(): Promise<VenueEditorResults | undefined>;
};

/** The words of the dependencies dialog when only other events hold the room (issue 15). */
const SHOWN_ELSEWHERE_KEYS = {
  title: 'editor.sharing.usagesTitle',
  text: 'editor.sharing.usagesText',
  hint: 'editor.sharing.usagesHint',
};

/** True when every usage is another event showing the room (unsharing or deleting a shared room). */
const isShownElsewhere = (usages: readonly ElementUsage[] | null) =>
  Boolean(usages?.length) && (usages ?? []).every((u) => u.type === 'event.sharedRoom');

/** Sources of unsaved changes outside the element form (the general and design sections). */
function useDirtySources() {
  const [sources, setSources] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((source: string, isDirty: boolean) => {
    setSources((current) => {
      if (current.has(source) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  return [sources.size > 0, report] as const;
}

/** The element context of the forms, from the saved data (the draft is applied by the caller). */
function useBaseContext(eventId: string, data: VenueEditorResults): EditorContext {
  const { user } = useUser();
  const [remembered, setRemembered] = useState<ReadonlyMap<string, Asset>>(() => new Map());
  const rememberAsset = useCallback(
    (asset: Asset) => setRemembered((current) => new Map(current).set(asset.id, asset)),
    [],
  );
  const assets = useMemo(
    () => new Map<string, Asset>([...data.assets.map((a) => [a.id, a] as const), ...remembered]),
    [data.assets, remembered],
  );
  const canUseBreakouts = user ? quotaOf(user.plan).breakoutRooms : false;
  const canShareRooms = user ? quotaOf(user.plan).sharedRooms : false;
  return useMemo(
    () => ({
      eventId,
      event: data.event,
      venue: data.venue,
      assets,
      rememberAsset,
      canUseBreakouts,
      sharing: data.sharing,
      canShareRooms,
    }),
    [eventId, data.event, data.venue, data.sharing, assets, rememberAsset, canUseBreakouts, canShareRooms],
  );
}

/** The editor once its data is there: selection from the URL, the draft, the guard, and the columns. */
function EditorWorkspace({ eventId, data, variant, reload }: WorkspaceProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const selection = useMemo(() => parseSelection(search), [search]);
  const mode = useEditorLayout();
  const baseCtx = useBaseContext(eventId, data);
  const [isOtherDirty, reportDirty] = useDirtySources();
  const [previewColors, setPreviewColors] = useState<PreviewColors | null>(null);
  // The guard is created after the editor (it needs the editor's dirty state); the editor reaches
  // its markClean through this ref.
  const markCleanRef = useRef<() => void>(() => {});

  const select = useCallback(
    (target: SelectionTarget, options?: { replace?: boolean }) =>
      navigate({ search: selectionSearch(target) }, { replace: options?.replace }),
    [navigate],
  );
  // Another part is a navigation (the selection lives in the address) that React Router runs as a
  // transition: the part being left stays on screen until the next one is there. Meanwhile the form
  // and the preview are out of reach (inert, busy), so that nothing is added to the part being left.
  const navigation = useNavigation();
  const location = useLocation();
  const isSwitching = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  const busy = { inert: isSwitching, 'aria-busy': isSwitching || undefined };

  const editor = useElementEditor({
    eventId,
    data,
    selection,
    baseCtx,
    select,
    markClean: () => markCleanRef.current(),
    reload,
  });
  const guard = useLeaveGuard(editor.isDirty || isOtherDirty);
  markCleanRef.current = guard.markClean;

  const ctx = useMemo(
    () => ({
      ...baseCtx,
      venue: withDraft(baseCtx.venue, editor.state?.draft ?? null, editor.state?.parentId ?? null),
    }),
    [baseCtx, editor.state?.draft, editor.state?.parentId],
  );

  const shell: EditorShell = {
    eventId,
    data,
    ctx,
    variant,
    selection,
    select,
    reload,
    reportDirty,
    previewColors,
    setPreviewColors,
  };

  const confirmPreview = () =>
    guard.confirmDiscard({
      title: t('editor.preview.confirmTitle'),
      message: t('editor.preview.confirmText'),
      confirmLabel: t('editor.preview.openAnyway'),
      isDanger: false,
    });

  const openUsage = (usage: ElementUsage) => {
    editor.closeUsages();
    // Another event shows this room: its own editor is where the room is removed from its venue.
    if (usage.type === 'event.sharedRoom') navigate(eventRoomsPath(usage.id));
    else if (usage.type.startsWith('event.')) select({ section: 'general' });
    else select({ section: sectionOfKind(usage.type), elementId: usage.id });
  };

  const treeNodes = useMemo(
    () => editorTreeNodes(t, data.venue, data.event, baseCtx.assets, data.sharing),
    [t, data.venue, data.event, baseCtx.assets, data.sharing],
  );

  return (
    <EditorShellContext.Provider value={shell}>
      <Stack gap="lg">
        <EditorHeader confirmPreview={confirmPreview} />
        {variant === 'full' ? (
          <div className={classes.layout} data-mode={mode}>
            <nav className={classes.nav} aria-label={t('editor.tree.navLabel')} data-tour="editor-tree">
              <TreePanel
                isFolded={mode === 'narrow'}
                nodes={treeNodes}
                selectedId={nodeIdOfSelection(selection)}
                onSelect={(id) => select(selectionOfNode(id))}
                label={t('editor.tree.label')}
                defaultExpanded={[sectionNodeId('rooms')]}
              />
            </nav>
            <div className={classes.main} data-tour="editor-form" {...busy}>
              <MainPanel editor={editor} />
            </div>
            <div className={classes.preview} data-tour="editor-preview" {...busy}>
              <PreviewPanel editor={editor} />
            </div>
          </div>
        ) : (
          <div className={classes.plainLayout} data-mode={mode}>
            <div className={classes.nav}>
              <PlainNav />
            </div>
            <div className={classes.main} {...busy}>
              <MainPanel editor={editor} />
            </div>
          </div>
        )}
      </Stack>
      <DependenciesDialog
        usages={editor.usages}
        onClose={editor.closeUsages}
        onOpen={openUsage}
        textKeys={isShownElsewhere(editor.usages) ? SHOWN_ELSEWHERE_KEYS : undefined}
      />
    </EditorShellContext.Provider>
  );
}

/**
 * /events/edit/{id} (full: tree, form, live preview, drag and drop) and /events/oldEdit/{id}
 * (plain: links and full-width forms, for small screens and assistive technology): the event editor.
 */
export function EditorPage({ variant = 'full' }: { variant?: EditorVariant }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useVenueEditor(id);
  const name = query.data?.event.name;
  usePageTitle(name ? `${t('editor.title')} · ${name}` : t('editor.title'));
  const reload = useCallback(() => query.refetch().then((r) => r.data), [query.refetch]);
  if (query.data)
    return <EditorWorkspace key={id} eventId={id} data={query.data} variant={variant} reload={reload} />;
  if (query.isError) return <EditorError onRetry={() => void query.refetch()} />;
  return <EditorSkeleton variant={variant} />;
}

export default EditorPage;
