import type { Asset, Room, TheatreLink, Venue } from '@foyer/shared';
import { Box, Button, Container, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './VenueWalk.module.css';
import {
  RoomList,
  RoomScene,
  type SceneBrand,
  type SlotState,
  TOUCH_TARGET_PX,
  TimelineView,
  contentForVisitors,
  sceneItems,
  toSceneContent,
} from '../venue';
import { TheatreProgramme } from './TheatreProgramme';
import { useRoomActivity } from './activity';
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
import { useNow } from '../../lib/useNow';
import { usePhoneLayout } from './usePhoneLayout';
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
  /** The event's IANA zone: times show in the visitor's zone with this one named beside. */
  timeZone?: string;
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
  /** Header actions (the list view switch, "Leave"); on a phone they move into the header's menu. */
  actions?: ReactNode;
  /** Header actions that stay in the phone's one-line header beside the menu (the chat button). */
  pinnedActions?: ReactNode;
  /** A panel beside the room on wide screens (the chat); the room gets narrower, never covered. */
  sidePanel?: ReactNode;
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

/** The side panel's width: a readable chat column that leaves the room most of the screen. */
const SIDE_PANEL_WIDTH = 'clamp(300px, 30vw, 400px)';

const AGENDA_HEADING_ID = 'agenda-heading';

/** A phone's buttons: touch targets of at least 44 px (in pixels, whatever the font scale). */
const touchTarget = { minHeight: TOUCH_TARGET_PX } as const;

/**
 * The event's logo for visitors: not the template library's placeholder a new event starts with
 * (the venue's assets say where a logo comes from).
 */
function ownLogoUrl(event: WalkEvent, assets: readonly Asset[]): string | null {
  if (!event.logoUrl) return null;
  const isPlaceholder = assets.some((a) => a.url === event.logoUrl && a.origin === 'template');
  return isPlaceholder ? null : event.logoUrl;
}

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
  const { id, startRoomId, allowChatVideo, timeZone } = event;
  const hostEvent = useMemo(
    () => ({ id, startRoomId, allowChatVideo, timeZone }),
    [id, startRoomId, allowChatVideo, timeZone],
  );
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
  pinnedActions,
  sidePanel,
  children,
  clock,
  room,
  onRoom,
}: VenueWalkProps & { room: Room | undefined; onRoom: (roomId: string) => void }) {
  const { t } = useTranslation();
  const isPhone = usePhoneLayout() && mode === 'visit';
  useRoomActivity(room?.id);
  const title = event.title1 || fallbackTitle || '';
  const logoUrl = mode === 'visit' ? ownLogoUrl(event, assets) : null;
  const hasAgenda = Boolean(venue && venue.agenda.length > 0);
  const main = (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
      {venue && venue.rooms.length > 1 && (
        <Group component="nav" aria-label={t('venuePreview.rooms')} gap="xs">
          {venue.rooms.map((r) => (
            <Button
              key={r.id}
              size={isPhone ? 'sm' : 'compact-sm'}
              style={isPhone ? touchTarget : undefined}
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
          isPhone={isPhone}
          logoUrl={logoUrl}
          clock={clock ?? systemClock}
        />
      ) : (
        <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={12} />
      )}
      {venue && hasAgenda && (
        <Stack p="md" gap="sm" style={panelStyle} component="section" aria-labelledby={AGENDA_HEADING_ID}>
          <Title order={2} id={AGENDA_HEADING_ID} fz="lg">
            {t('venuePreview.agenda')}
          </Title>
          <TimelineView
            days={venue.agenda}
            ctx={{ event: { mainColor: event.mainColor } }}
            timeZone={event.timeZone}
            isVisitorView
          />
        </Stack>
      )}
      {children}
    </Stack>
  );
  return (
    <Box
      component="main"
      mih="100vh"
      py={{ base: 'sm', sm: 'lg' }}
      style={{ background: event.mainColor, color: event.textColor }}
    >
      <Container
        size={sidePanel ? '100%' : 'xl'}
        maw={sidePanel ? 1720 : undefined}
        px={{ base: 'xs', sm: 'md' }}
      >
        <Stack gap="md">
          {isPhone ? (
            <PhoneHeader
              title={title}
              subtitle={event.title2}
              logoUrl={logoUrl}
              actions={actions}
              pinnedActions={pinnedActions}
              hasAgenda={hasAgenda}
            />
          ) : (
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" align="center" miw={0}>
                {logoUrl && <Image src={logoUrl} alt="" h={48} w="auto" fit="contain" radius="sm" />}
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
              {actions || pinnedActions ? (
                <Group gap="sm" wrap="wrap">
                  {pinnedActions}
                  {actions}
                </Group>
              ) : (
                room && <Text fw={600}>{room.title}</Text>
              )}
            </Group>
          )}
          {/* One structure with or without the panel, so that opening it never remounts the room. */}
          <Group align="flex-start" wrap="nowrap" gap="md">
            {main}
            {sidePanel && !isPhone && (
              <Box w={SIDE_PANEL_WIDTH} style={{ flexShrink: 0, alignSelf: 'stretch' }}>
                {sidePanel}
              </Box>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * A phone's header, one line: the logo (or nothing), the event's title cut to fit, the pinned
 * actions and a menu button that shows the rest (subtitle, agenda, language, list view, leave…) in
 * a panel below. Escape on the button or in the panel closes it and puts the keyboard on the button.
 */
function PhoneHeader({
  title,
  subtitle,
  logoUrl,
  actions,
  pinnedActions,
  hasAgenda,
}: {
  title: string;
  subtitle: string;
  logoUrl: string | null;
  actions: ReactNode;
  pinnedActions: ReactNode;
  hasAgenda: boolean;
}) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setIsMenuOpen(false);
    buttonRef.current?.focus();
  };
  // Escape on the menu button or in the open menu (not in a language menu's portal) closes it.
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !isMenuOpen || e.defaultPrevented) return;
    if (e.currentTarget.contains(e.target as Node)) closeMenu();
  };
  const goToAgenda = () => {
    setIsMenuOpen(false);
    const heading = document.getElementById(AGENDA_HEADING_ID);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.scrollIntoView({ block: 'start' });
    heading.focus();
  };
  const hasMenu = Boolean(actions || subtitle || hasAgenda);
  return (
    <Stack gap="xs" onKeyDown={handleKeyDown}>
      <Group gap="xs" wrap="nowrap" align="center" data-venue-header="">
        {logoUrl && <Image src={logoUrl} alt="" h={32} w="auto" maw={96} fit="contain" radius="sm" />}
        <Title order={1} fz={18} lineClamp={1} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {pinnedActions}
        {hasMenu && (
          <Button
            ref={buttonRef}
            variant="white"
            color="dark"
            size="sm"
            style={touchTarget}
            px="sm"
            leftSection={<IconMenu2 size={18} aria-hidden />}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            data-venue-menu=""
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {t('visit.menu')}
          </Button>
        )}
      </Group>
      {isMenuOpen && (
        // In the event's colours like the header above it (the actions are drawn for them).
        <Box id={menuId} className={classes.phoneMenu}>
          <Stack gap="sm">
            {subtitle && (
              <Text size="sm" opacity={0.85}>
                {subtitle}
              </Text>
            )}
            <Group gap="sm" wrap="wrap">
              {hasAgenda && (
                <Button variant="white" color="dark" size="sm" onClick={goToAgenda}>
                  {t('venuePreview.agenda')}
                </Button>
              )}
              {actions}
            </Group>
          </Stack>
        </Box>
      )}
    </Stack>
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
  isPhone,
  logoUrl,
  clock,
}: {
  event: WalkEvent;
  venue: Venue;
  assets: readonly Asset[];
  room: Room;
  mode: 'preview' | 'visit';
  isListMode: boolean;
  /** A phone (visit mode): the scene gets a tap list of its places below it. */
  isPhone: boolean;
  /** The event's own logo (never a placeholder), for the logo slot of visitors' rooms. */
  logoUrl: string | null;
  clock: () => Date;
}) {
  const { t } = useTranslation();
  const now = useNow(60_000, clock);
  const openTarget = useOpenTarget();
  const openElement = useOpenElement();
  const doorHint = useDoorHint();
  const abilities = useTargetAbilities();
  const assetsById = useMemo(() => new Map(assets.map((a) => [a.id, a])), [assets]);
  const content = useMemo(() => toSceneContent(room, venue, assetsById, now), [room, venue, assetsById, now]);
  const forVisitors = mode === 'visit';
  const brand = useMemo<SceneBrand>(() => ({ logoUrl, title: event.title1 }), [logoUrl, event.title1]);

  const slotState = useCallback(
    (slotId: string): SlotState => {
      const element = slotElement(venue, room, slotId, assetsById, now);
      if (!element) return { isActionable: false };
      if (element.kind === 'DOOR') {
        if (!isActionable(element.target, abilities)) return { isActionable: false };
        const hint = doorHint(element, now);
        return hint ? { isActionable: true, isDisabled: true, hint } : { isActionable: true };
      }
      return { isActionable: isElementActionable(element, now, abilities) };
    },
    [venue, room, assetsById, doorHint, now, abilities],
  );
  const onActivate = (slotId: string) => {
    const element = slotElement(venue, room, slotId, assetsById, now);
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
  // A phone's scene is small: its places are also a list of 44 px buttons with readable names.
  const hasTapTargets =
    showsScene &&
    isPhone &&
    sceneItems(room.designId, contentForVisitors(room.designId, content, brand)).some(
      (e) => slotState(e.slot.id).isActionable,
    );
  const tapList = hasTapTargets && (
    <RoomList
      designId={room.designId}
      content={content}
      label={t('visit.places')}
      headingOrder={2}
      onActivate={onActivate}
      slotState={slotState}
      forVisitors
      brand={brand}
      isTouch
    />
  );
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
            forVisitors={forVisitors}
            brand={brand}
          />
        </Box>
      )}
      {(showsList || tapList || programme || description) && (
        <Stack p="md" gap="lg" style={panelStyle}>
          {tapList}
          {showsList && (
            <RoomList
              designId={room.designId}
              content={content}
              title={room.title}
              onActivate={onActivate}
              slotState={slotState}
              forVisitors={forVisitors}
              brand={brand}
            />
          )}
          {description && <Text size="sm">{description}</Text>}
          {programme}
        </Stack>
      )}
    </Stack>
  );
}
