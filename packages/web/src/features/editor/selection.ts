import {
  ELEMENT_KINDS,
  type ElementKind,
  PROFILE_ITEM_TYPES,
  type ProfileItemType,
  ROOM_ELEMENT_KINDS,
  ROOM_KINDS,
} from '@foyer/shared';

/** The sections of the editor's table of contents (spec §2 "Event editor"), in the tree's order. */
export const SECTIONS = [
  'general',
  'design',
  'rooms',
  'content',
  'regpage',
  'legal',
  'profileFields',
  'chats',
  'breakouts',
  'agenda',
  'users',
  'reporting',
  'staff',
  'documents',
  'canvas',
  'doors',
  'slides',
  'videos',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The element kinds each section lists (sections without kinds edit the event or link elsewhere). */
export const SECTION_KINDS: Partial<Record<Section, readonly ElementKind[]>> = {
  rooms: ['HALL', 'BOOTH', 'THEATRE', 'OTHER'],
  profileFields: ['PROFILE_ITEM'],
  chats: ['EVENT_CHAT'],
  breakouts: ['EVENT_BREAKOUT'],
  agenda: ['TIMELINE_DAY', 'TIMELINE_DAY_ITEM'],
  users: ['EVENT_MODERATOR'],
  staff: ['BOOTH_STAFF'],
  documents: ['BOOTH_DOCMONITOR'],
  canvas: ['HALL_CANVAS', 'BOOTH_CANVAS'],
  doors: ['DOOR'],
  slides: ['THEATRE_SLIDE'],
  videos: ['BOOTH_VIDEO', 'THEATRE_VIDEO'],
};

/**
 * What the editor shows, as it stands in the URL: `?section=rooms&element=<id>` (an element's form),
 * `?section=…&new=<KIND>&parent=<id>` (a new element's form; `type` presets a profile field's type),
 * or `?section=…` alone (the section's overview).
 */
export type Selection = {
  section: Section;
  elementId: string | null;
  newKind: ElementKind | null;
  parentId: string | null;
  /** PROFILE_ITEM drafts: the type chosen when adding. */
  type: ProfileItemType | null;
};

/** The section shown when the URL names none (or an unknown one). */
export const DEFAULT_SECTION: Section = 'general';

const isSection = (v: string | null): v is Section =>
  v !== null && (SECTIONS as readonly string[]).includes(v);
const isKind = (v: string | null): v is ElementKind =>
  v !== null && (ELEMENT_KINDS as readonly string[]).includes(v);
const isProfileType = (v: string | null): v is ProfileItemType =>
  v !== null && (PROFILE_ITEM_TYPES as readonly string[]).includes(v);

/** Reads the selection from the query string; unknown values fall back to the general section. */
export function parseSelection(search: URLSearchParams): Selection {
  const section = search.get('section');
  const newKind = search.get('new');
  const type = search.get('type');
  return {
    section: isSection(section) ? section : DEFAULT_SECTION,
    elementId: isKind(newKind) ? null : search.get('element') || null,
    newKind: isKind(newKind) ? newKind : null,
    parentId: search.get('parent') || null,
    type: isProfileType(type) ? type : null,
  };
}

/** The query string of a selection (`?section=…`), the inverse of parseSelection. */
export function selectionSearch(selection: Partial<Selection> & { section: Section }): string {
  const params = new URLSearchParams({ section: selection.section });
  if (selection.newKind) {
    params.set('new', selection.newKind);
    if (selection.parentId) params.set('parent', selection.parentId);
    if (selection.type) params.set('type', selection.type);
  } else if (selection.elementId) params.set('element', selection.elementId);
  return `?${params.toString()}`;
}

/** A stable key of what the form edits: one draft per key (`el:<id>`, `new:<KIND>:<parent>:<type>`). */
export function selectionKey(selection: Selection): string | null {
  if (selection.newKind)
    return `new:${selection.newKind}:${selection.parentId ?? ''}:${selection.type ?? ''}`;
  if (selection.elementId) return `el:${selection.elementId}`;
  return null;
}

const ROOM_KINDS_SET = new Set<string>(ROOM_KINDS);
const ROOM_PARTS = new Set<string>(ROOM_ELEMENT_KINDS);

/**
 * The section an element is opened in when nothing else says so (a usage in the dependencies
 * dialog, a link from another page): rooms and their parts open under rooms, the rest in their own.
 */
export function sectionOfKind(kind: string): Section {
  if (ROOM_KINDS_SET.has(kind) || ROOM_PARTS.has(kind)) return 'rooms';
  for (const section of SECTIONS) if (SECTION_KINDS[section]?.includes(kind as ElementKind)) return section;
  return DEFAULT_SECTION;
}
