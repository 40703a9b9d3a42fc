import { createContext, useContext } from 'react';
import type { TargetAbilities } from './actions';
import type { OpenElement, OpenTarget, TargetSource, ViewerState } from './types';

export type TargetContextValue = {
  source: TargetSource;
  /** The clock (injectable for tests and countdowns). */
  now(): Date;
  /** The visitor's own name, for the profile card. */
  visitorName?: string;
  /** What this host can open beyond the fixed kinds (pass to isActionable / isElementActionable). */
  abilities: TargetAbilities;
  openTarget: OpenTarget;
  openElement: OpenElement;
  show(viewer: ViewerState): void;
  close(): void;
};

export const TargetContext = createContext<TargetContextValue | null>(null);

/** The host's context; throws outside <TargetHost>, where no target can open. */
export function useTargetContext(): TargetContextValue {
  const value = useContext(TargetContext);
  if (!value) throw new Error('useOpenTarget and useOpenElement need a <TargetHost> around them');
  return value;
}

/** What the host around can open beyond the fixed kinds (chats and breakout rooms in the live venue). */
export function useTargetAbilities(): TargetAbilities {
  return useTargetContext().abilities;
}

/**
 * Opens a link target: a room calls the host's `onRoom`; a link opens in a new tab (noopener); a
 * document, picture, iframe, video, webcast, the agenda, the booth directory, the profile or a user
 * card opens in the host's dialog; a chat calls the host's `onChat` and a breakout room its
 * `onBreakout` (without them nothing, as for no target; see isActionable).
 */
export function useOpenTarget(): OpenTarget {
  return useTargetContext().openTarget;
}

/**
 * Does what clicking an element itself does: a document monitor opens its document (a link monitor
 * its URL in a new tab), a booth video plays, a staff member opens their target or else their user
 * card, a talk or slide opens its auditorium's programme, a door (while open), canvas, room, link
 * item or agenda item opens its target; a chat or a breakout room opens through the host.
 */
export function useOpenElement(): OpenElement {
  return useTargetContext().openElement;
}
