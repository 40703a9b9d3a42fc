import type { Asset, Room, TheatreLink, Venue } from '@foyer/shared';
import { Box, Button, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RoomList, RoomScene, type SlotState, TimelineView, toSceneContent } from '../venue';
import { TheatreProgramme } from './TheatreProgramme';
import { PresenceCount } from './realtime';
import {
  TargetHost,
  isActionable,
  isElementActionable,
  useOpenElement,
  useOpenTarget,
  useTargetAbilities,
} from './targets';
import { useDoorHint } from './useDoorHint';
import { useNow } from './useNow';
import { roomToShow, slotElement } from './walk';

/** What the walk needs of the event (the preview's Event and the visitor's VisitEvent both fit). */
export type WalkEvent = {
  id: string;
  startRoomId: string | null;
  allowChatVideo: boolean;
  title1: string;
  title2: string;
  mainColor: string;
  textColor: string;
  logoUrl?: string | null;
};

export type VenueWalkProps = {
  event: WalkEvent;
  venue: Venue | undefined;
  assets: readonly Asset[];
  /** 'preview': the organiser's window (scene and list together); 'visit': the live venue. */
  mode: 'preview' | 'visit';
  /** The visitor chose the list view (visit mode): the room as headings, lists and buttons only. */
  isListMode?: boolean;
  /** A line above the title (the preview's badge). */
  badge?: string;
  /** The page's title when the event has no first title line. */
  fallbackTitle?: string;
  /** Header actions (the list view switch, "Leave"). */
  actions?: ReactNode;
  /** Sections after the agenda (the preview's chats and registration form). */
  children?: ReactNode;
  /** The visitor's name (the profile card). */
  visitorName?: string;
  /** The clock of door times and countdowns (fixed in tests). */
  clock?: () => Date;
  /** Opens a chat (the live venue's chat panel); without it chats are not clickable (the preview). */
  onChat?(chatId: string): void;
  /** Opens a breakout room's call (the live venue); without it breakout rooms are not clickable. */
  onBreakout?(breakoutId: string): void;
};

const systemClock = () => new Date();

const panelStyle = {
  borderRadius: 12,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
} as const;

/**
 * Walks an event's venue: the room named by `?room=` (else the start room, else the first); every
 * move between rooms pushes a history entry, so back and forward walk the rooms again. Slots open
 * their targets through visit-targets' host; doors only while open.
 */
export function VenueWalk(props: VenueWalkProps) {
  const { event, venue, assets, visitorName, clock = systemClock, onChat, onBreakout } = props;
  const [search, setSearch] = useSearchParams();
  const goTo = useCallback(
    (roomId: string) => {
      const next = new URLSearchParams(search);
      next.set('room', roomId);
      setSearch(next);
    },
    [search, setSearch],
  );
  const assetsById = useMemo(() => new Map(assets.map((a) => [a.id, a])), [assets]);
  const { id, startRoomId, allowChatVideo } = event;
  const hostEvent = useMemo(() => ({ id, startRoomId, allowChatVideo }), [id, startRoomId, allowChatVideo]);
  if (!venue) return <WalkFrame {...props} room={undefined} onRoom={goTo} />;
  return (
    <TargetHost
      venue={venue}
      assets={assetsById}
      event={hostEvent}
      onRoom={goTo}
      visitorName={visitorName}
      now={clock}
      onChat={onChat}
      onBreakout={onBreakout}
    >
      <WalkFrame {...props} room={roomToShow(venue, event.startRoomId, search.get('room'))} onRoom={goTo} />
    </TargetHost>
  );
}

function WalkFrame({
  event,
  venue,
  assets,
  mode,
  isListMode = false,
  badge,
  fallbackTitle,
  actions,
  children,
  clock,
  room,
  onRoom,
}: VenueWalkProps & { room: Room | undefined; onRoom: (roomId: string) => void }) {
  const { t } = useTranslation();
  const title = event.title1 || fallbackTitle || '';
  return (
    <Box
      mih="100vh"
      py={{ base: 'sm', sm: 'lg' }}
      style={{ background: event.mainColor, color: event.textColor }}
    >
      <Container size="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" align="center" miw={0}>
              {mode === 'visit' && event.logoUrl && (
                <Image src={event.logoUrl} alt="" h={48} w="auto" fit="contain" radius="sm" />
              )}
              <div style={{ minWidth: 0 }}>
                {badge && (
                  <Text size="xs" tt="uppercase" fw={700} opacity={0.8}>
                    {badge}
                  </Text>
                )}
                <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
                {event.title2 && <Text opacity={0.85}>{event.title2}</Text>}
              </div>
            </Group>
            {actions ? (
              <Group gap="sm" wrap="wrap">
                {actions}
              </Group>
            ) : (
              room && <Text fw={600}>{room.title}</Text>
            )}
          </Group>
          {venue && venue.rooms.length > 1 && (
            <Group component="nav" aria-label={t('venuePreview.rooms')} gap="xs">
              {venue.rooms.map((r) => (
                <Button
                  key={r.id}
                  size="compact-sm"
                  variant={r.id === room?.id ? 'white' : 'default'}
                  aria-current={r.id === room?.id ? 'page' : undefined}
                  onClick={() => onRoom(r.id)}
                >
                  {r.title}
                </Button>
              ))}
            </Group>
          )}
          {venue && room ? (
            <RoomView
              event={event}
              venue={venue}
              assets={assets}
              room={room}
              mode={mode}
              isListMode={isListMode}
              clock={clock ?? systemClock}
            />
          ) : (
            <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={12} />
          )}
          {venue && venue.agenda.length > 0 && (
            <Stack p="md" gap="sm" style={panelStyle} component="section" aria-labelledby="agenda-heading">
              <Title order={2} id="agenda-heading" fz="lg">
                {t('venuePreview.agenda')}
              </Title>
              <TimelineView days={venue.agenda} ctx={{ event: { mainColor: event.mainColor } }} />
            </Stack>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** One room: its scene (and in the preview its list), or in list mode the list alone. */
function RoomView({
  event,
  venue,
  assets,
  room,
  mode,
  isListMode,
  clock,
}: {
  event: WalkEvent;
  venue: Venue;
  assets: readonly Asset[];
  room: Room;
  mode: 'preview' | 'visit';
  isListMode: boolean;
  clock: () => Date;
}) {
  const now = useNow(60_000, clock);
  const openTarget = useOpenTarget();
  const openElement = useOpenElement();
  const doorHint = useDoorHint();
  const abilities = useTargetAbilities();
  const assetsById = useMemo(() => new Map(assets.map((a) => [a.id, a])), [assets]);
  const content = useMemo(() => toSceneContent(room, venue, assetsById, now), [room, venue, assetsById, now]);

  const slotState = useCallback(
    (slotId: string): SlotState => {
      const element = slotElement(venue, room, slotId);
      if (!element) return { isActionable: false };
      if (element.kind === 'DOOR') {
        if (!isActionable(element.target, abilities)) return { isActionable: false };
        const hint = doorHint(element, now);
        return hint ? { isActionable: true, isDisabled: true, hint } : { isActionable: true };
      }
      return { isActionable: isElementActionable(element, now, abilities) };
    },
    [venue, room, doorHint, now, abilities],
  );
  const onActivate = (slotId: string) => {
    const element = slotElement(venue, room, slotId);
    const state = slotState(slotId);
    if (element && state.isActionable && !state.isDisabled) openElement(element, room);
  };

  // Moving to another room puts the keyboard on its heading, so that the move is announced.
  const frameRef = useRef<HTMLDivElement>(null);
  const shownRoom = useRef(room.id);
  useEffect(() => {
    if (shownRoom.current === room.id) return;
    shownRoom.current = room.id;
    const heading = frameRef.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [room.id]);

  const programme = room.kind === 'THEATRE' && (
    <TheatreProgramme
      room={room}
      onOpenLink={(link: TheatreLink) => openTarget(link.target, { element: link, room })}
      isLinkActionable={(link) => isActionable(link.target, abilities)}
    />
  );
  const showsScene = mode === 'preview' || !isListMode;
  const showsList = mode === 'preview' || isListMode;
  const description = mode === 'visit' && room.description;
  return (
    <Stack gap="md" ref={frameRef}>
      {mode === 'visit' && (
        <Group gap="sm" align="baseline" wrap="wrap">
          {!isListMode && (
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ outline: 'none' }}>
              {room.title}
            </Title>
          )}
          <PresenceCount roomId={room.id} />
        </Group>
      )}
      {showsScene && (
        <Box style={{ borderRadius: 12, overflow: 'hidden', boxShadow: '0 12px 40px rgb(0 0 0 / 25%)' }}>
          <RoomScene
            designId={room.designId}
            colors={{ main: event.mainColor, text: event.textColor }}
            content={content}
            title={room.title}
            interactive
            onActivate={onActivate}
            slotState={slotState}
          />
        </Box>
      )}
      {(showsList || programme || description) && (
        <Stack p="md" gap="lg" style={panelStyle}>
          {showsList && (
            <RoomList
              designId={room.designId}
              content={content}
              title={room.title}
              onActivate={onActivate}
              slotState={slotState}
            />
          )}
          {description && <Text size="sm">{description}</Text>}
          {programme}
        </Stack>
      )}
    </Stack>
  );
}
