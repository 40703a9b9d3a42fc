import type { LinkTarget, Room, VenueElement } from '@foyer/shared';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { lazyDialog } from '../../../ui/lazyDialog';
import { isDoorOpen } from '../../venue';
import { useActivity } from '../activity';
import { elementById, isActionable, roomOf, theatreOfWebcast, titleOf } from './actions';
import { TargetContext, type TargetContextValue } from './context';
import type { TargetOrigin, TargetSource, ViewerState } from './types';

/** The viewers (documents, videos, talks, profiles…) come with the first thing a visitor opens. */
const TargetViewer = lazyDialog(
  () => import('./TargetViewer').then((m) => m.TargetViewer),
  (props: { viewer: ViewerState | null }) => props.viewer !== null,
  'venue',
);

export type TargetHostProps = TargetSource & {
  /** Called when a target leads to a room (the walker moves there). */
  onRoom(roomId: string): void;
  children: ReactNode;
  /** The visitor's own name, shown on the profile card. */
  visitorName?: string;
  /** The clock; countdowns and door times read it (a fixed clock in tests). */
  now?: () => Date;
  /** Called with the kind of viewer opened, and null when it closes (for deep links). */
  onViewerChange?(viewer: ViewerState | null): void;
  /** Opens a chat (the live venue's chat panel); without it chats are not actionable (the preview). */
  onChat?(chatId: string): void;
  /** Opens a breakout room's video call; without it breakout rooms are not actionable (the preview). */
  onBreakout?(breakoutId: string): void;
};

const systemNow = () => new Date();

/** Targets that lead elsewhere (a room, a chat, a call) or nowhere: not recorded as an `open`. */
const NOT_OPENED = new Set<LinkTarget['kind']>(['chat', 'breakout', 'none', 'room']);

/**
 * Provides `useOpenTarget` / `useOpenElement` to the walker inside it and shows the viewer they
 * open (one at a time) as an accessible dialog: focus moves into it, Escape closes it and focus
 * returns to what opened it.
 */
export function TargetHost({
  venue,
  assets,
  event,
  onRoom,
  children,
  visitorName,
  now = systemNow,
  onViewerChange,
  onChat,
  onBreakout,
}: TargetHostProps) {
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const activity = useActivity();
  // The latest callbacks, so the context's functions stay stable while the walker re-renders.
  const latest = useRef({ onRoom, onViewerChange, now, onChat, onBreakout, activity });
  latest.current = { onRoom, onViewerChange, now, onChat, onBreakout, activity };
  const canChat = onChat !== undefined;
  const canBreakout = onBreakout !== undefined;

  const show = useCallback((next: ViewerState | null) => {
    setViewer(next);
    latest.current.onViewerChange?.(next);
  }, []);

  const value = useMemo<TargetContextValue>(() => {
    const source = { venue, assets, event };
    const asset = (id: string) => assets.get(id);
    const abilities = { chat: canChat, breakout: canBreakout };
    const openChat = (chatId: string) => {
      const handleChat = latest.current.onChat;
      if (!handleChat) return;
      show(null);
      handleChat(chatId);
    };
    const openBreakout = (breakoutId: string) => {
      const handleBreakout = latest.current.onBreakout;
      if (!handleBreakout) return;
      show(null);
      handleBreakout(breakoutId);
    };

    // The live venue's record of what the visitor opened (the element clicked, in its room).
    const recordOpen = ({ element, room }: TargetOrigin) =>
      latest.current.activity.record({ kind: 'open', elementId: element?.id, roomId: room?.id });

    const openTarget = (target: LinkTarget, origin: TargetOrigin = {}) => {
      const title = titleOf(origin.element);
      if (!NOT_OPENED.has(target.kind)) recordOpen(origin);
      switch (target.kind) {
        case 'chat':
          openChat(target.elementId);
          return;
        case 'breakout':
          openBreakout(target.elementId);
          return;
        case 'none':
          return;
        case 'room':
          show(null);
          latest.current.onRoom(target.elementId);
          return;
        case 'link':
          if (target.newTab === false) window.location.assign(target.url);
          else window.open(target.url, '_blank', 'noopener');
          return;
        case 'document':
          show({
            kind: 'document',
            asset: asset(target.assetId),
            monitor: origin.element?.kind === 'BOOTH_DOCMONITOR' ? origin.element : undefined,
            elementId: origin.element?.id,
            title,
          });
          return;
        case 'picture':
          show({ kind: 'picture', asset: asset(target.assetId), title });
          return;
        case 'iframe':
          show({ kind: 'iframe', url: target.url, title: title ?? origin.room?.title });
          return;
        case 'video':
          show({
            kind: 'video',
            asset: asset(target.assetId),
            boothVideo: origin.element?.kind === 'BOOTH_VIDEO' ? origin.element : undefined,
            elementId: origin.element?.id,
            title,
          });
          return;
        case 'webcast':
          show({
            kind: 'programme',
            webcast: asset(target.assetId),
            theatre:
              theatreOfWebcast(venue, target.assetId) ??
              (origin.room?.kind === 'THEATRE' ? origin.room : undefined),
          });
          return;
        case 'timeline':
        case 'boothDirectory':
        case 'profile':
          show({ kind: target.kind });
          return;
        case 'user': {
          const person = elementById(venue, target.elementId);
          show({
            kind: 'user',
            person: person?.kind === 'BOOTH_STAFF' || person?.kind === 'EVENT_MODERATOR' ? person : undefined,
          });
          return;
        }
      }
    };

    const openElement = (element: VenueElement, room?: Room) => {
      const origin = { element, room: room ?? roomOf(venue, element) };
      // A viewer the element opens itself (the rest open through openTarget, which records them).
      const showOpened = (next: ViewerState) => {
        recordOpen(origin);
        show(next);
      };
      switch (element.kind) {
        case 'BOOTH_DOCMONITOR':
          if (element.source === 'link') {
            if (element.url) openTarget({ kind: 'link', url: element.url, newTab: true }, origin);
          } else if (element.documentAssetId)
            openTarget({ kind: 'document', assetId: element.documentAssetId }, origin);
          return;
        case 'BOOTH_VIDEO':
          showOpened({
            kind: 'video',
            asset: element.videoAssetId ? asset(element.videoAssetId) : undefined,
            boothVideo: element,
            elementId: element.id,
          });
          return;
        case 'BOOTH_STAFF':
          if (isActionable(element.target, abilities)) openTarget(element.target, origin);
          else showOpened({ kind: 'user', person: element });
          return;
        case 'EVENT_MODERATOR':
          showOpened({ kind: 'user', person: element });
          return;
        case 'THEATRE_VIDEO':
        case 'THEATRE_SLIDE':
          showOpened({
            kind: 'programme',
            theatre: origin.room,
            talkId: element.kind === 'THEATRE_VIDEO' ? element.id : undefined,
          });
          return;
        case 'TIMELINE_DAY':
          showOpened({ kind: 'timeline' });
          return;
        case 'PROFILE_ITEM':
          showOpened({ kind: 'profile' });
          return;
        case 'EVENT_CHAT':
          openChat(element.id);
          return;
        case 'EVENT_BREAKOUT':
          openBreakout(element.id);
          return;
        case 'DOOR':
          if (isDoorOpen(element, latest.current.now())) openTarget(element.target, origin);
          return;
        default:
          openTarget(element.target, origin);
      }
    };

    return {
      source,
      now: () => latest.current.now(),
      visitorName,
      abilities,
      openTarget,
      openElement,
      show,
      close: () => show(null),
    };
  }, [venue, assets, event, visitorName, show, canChat, canBreakout]);

  return (
    <TargetContext.Provider value={value}>
      {children}
      <TargetViewer viewer={viewer} onClose={() => show(null)} />
    </TargetContext.Provider>
  );
}
