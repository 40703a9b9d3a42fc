import type { VenueEditorResults } from '@foyer/shared';
import { createContext, useContext, useEffect } from 'react';
import type { EditorContext } from './types';
import type { Section, Selection } from './selection';

/** `full`: tree, form and live preview with drag and drop; `plain` (/events/oldEdit): links and forms only. */
export type EditorVariant = 'full' | 'plain';

/** What a selection change needs: the section and optionally an element or a new element's kind. */
export type SelectionTarget = Partial<Selection> & { section: Section };

/** What the parts of the editor share: the data, the element context, the selection and its setter. */
export type EditorShell = {
  eventId: string;
  data: VenueEditorResults;
  /** The context the element forms get (the venue with the open draft applied). */
  ctx: EditorContext;
  variant: EditorVariant;
  selection: Selection;
  /** Shows another part of the editor (through the URL; unsaved changes ask first). */
  select(target: SelectionTarget, options?: { replace?: boolean }): void;
  /** Loads the venue again (after a conflict). */
  reload(): Promise<unknown>;
  /** A form outside the element editor (general, design) says whether it has unsaved changes. */
  reportDirty(source: string, isDirty: boolean): void;
  /** The design section's unsaved colours, so the live preview shows them; null = the event's own. */
  previewColors: PreviewColors | null;
  setPreviewColors(colors: PreviewColors | null): void;
};

/** The colours a room is drawn in. */
export type PreviewColors = { main: string; text: string };

/** Provided by EditorPage to every section, panel and form of the editor. */
export const EditorShellContext = createContext<EditorShell | null>(null);

/** The editor's shared state; throws when used outside the editor. */
export function useEditorShell(): EditorShell {
  const shell = useContext(EditorShellContext);
  if (!shell) throw new Error('useEditorShell outside of the editor');
  return shell;
}

/** Reports a form's unsaved changes to the editor while it is shown (the leave guard asks then). */
export function useReportDirty(source: string, isDirty: boolean): void {
  const { reportDirty } = useEditorShell();
  useEffect(() => {
    reportDirty(source, isDirty);
    return () => reportDirty(source, false);
  }, [reportDirty, source, isDirty]);
}
