import {
  IconBuildingCommunity,
  IconCalendarTime,
  IconChartBar,
  IconDoor,
  IconFileText,
  IconForms,
  IconId,
  IconLayoutGrid,
  IconMessages,
  IconPalette,
  IconPhoto,
  IconPresentation,
  IconScale,
  IconSettings,
  IconUser,
  IconUserShield,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Section } from './selection';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The icon of each section of the table of contents. */
export const SECTION_ICONS: Record<Section, IconComponent> = {
  general: IconSettings,
  design: IconPalette,
  rooms: IconBuildingCommunity,
  content: IconLayoutGrid,
  regpage: IconForms,
  legal: IconScale,
  profileFields: IconId,
  chats: IconMessages,
  breakouts: IconUsersGroup,
  agenda: IconCalendarTime,
  users: IconUserShield,
  reporting: IconChartBar,
  staff: IconUser,
  documents: IconFileText,
  canvas: IconPhoto,
  doors: IconDoor,
  slides: IconPresentation,
  videos: IconVideo,
};

/** Locale key of a section's name (`editor.sections.<section>`). */
export const sectionLabelKey = (section: Section) => `editor.sections.${section}`;
