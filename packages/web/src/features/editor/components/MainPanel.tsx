import type { ReactNode } from 'react';
import type { Section } from '../selection';
import { useEditorShell } from '../shellContext';
import type { ElementEditor } from '../useElementDraft';
import { AgendaSection } from '../sections/AgendaSection';
import { BreakoutsSection } from '../sections/BreakoutsSection';
import { ChatsSection } from '../sections/ChatsSection';
import { ContentSection } from '../sections/ContentSection';
import { DesignSection } from '../sections/DesignSection';
import { GeneralSection } from '../sections/GeneralSection';
import { LegalSection } from '../sections/LegalSection';
import { ModeratorsSection } from '../sections/ModeratorsSection';
import { PlacedSection } from '../sections/PlacedSection';
import { ProfileFieldsSection } from '../sections/ProfileFieldsSection';
import { RegPageSection } from '../sections/RegPageSection';
import { ReportingSection } from '../sections/ReportingSection';
import { RoomsSection } from '../sections/RoomsSection';
import { ElementPanel } from './ElementPanel';

/** The overview of each section (what shows when no element is open). */
const SECTION_VIEWS: Record<Section, () => ReactNode> = {
  general: () => <GeneralSection />,
  design: () => <DesignSection />,
  rooms: () => <RoomsSection />,
  content: () => <ContentSection />,
  regpage: () => <RegPageSection />,
  legal: () => <LegalSection />,
  profileFields: () => <ProfileFieldsSection />,
  chats: () => <ChatsSection />,
  breakouts: () => <BreakoutsSection />,
  agenda: () => <AgendaSection />,
  users: () => <ModeratorsSection />,
  reporting: () => <ReportingSection />,
  staff: () => <PlacedSection section="staff" />,
  documents: () => <PlacedSection section="documents" />,
  canvas: () => <PlacedSection section="canvas" />,
  doors: () => <PlacedSection section="doors" />,
  slides: () => <PlacedSection section="slides" />,
  videos: () => <PlacedSection section="videos" />,
};

/** The middle column: the open element's form, or the selected section's overview. */
export function MainPanel({ editor }: { editor: ElementEditor }) {
  const { selection } = useEditorShell();
  if (selection.elementId || selection.newKind) return <ElementPanel editor={editor} />;
  return <>{SECTION_VIEWS[selection.section]()}</>;
}
