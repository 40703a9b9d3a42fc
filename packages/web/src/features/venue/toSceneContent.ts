import { type Asset, type Door, type Room, type RoomElement, type Venue, designById } from '@foyer/shared';
import type { SceneContent } from './sceneContent';
import { stageTalk } from './talkSchedule';

type AssetsById = ReadonlyMap<string, Asset> | Readonly<Record<string, Asset>>;

function lookup(assets: AssetsById, id: string | null | undefined): Asset | undefined {
  if (!id) return undefined;
  return assets instanceof Map ? assets.get(id) : (assets as Record<string, Asset>)[id];
}

/** The picture of an asset for a small surface: its thumbnail when it has one. */
const thumbOf = (a: Asset | undefined) => (a ? (a.thumbnailUrl ?? a.url) : undefined);

/** True when a door is open at `now` (no opening time = open; no closing time = never closes). */
export function isDoorOpen(door: Door, now: Date): boolean {
  const t = now.getTime();
  if (door.opensAt && Date.parse(door.opensAt) > t) return false;
  if (door.closesAt && Date.parse(door.closesAt) <= t) return false;
  return true;
}

/**
 * What a room shows, from the venue model: its canvases, monitors, screens and staff by slot (the
 * first element of a slot wins; further canvases of a slot rotate in the live venue), the theatre's
 * programme on its main screen, and the doors placed in the room.
 */
export function toSceneContent(
  room: Room,
  venue: Pick<Venue, 'doors'>,
  assetsById: AssetsById,
  now: Date = new Date(),
): SceneContent {
  const content: SceneContent = { canvases: [], monitors: [], screens: [], staff: [], doors: [] };
  const slots = new Set((designById(room.designId)?.slots ?? []).map((s) => s.id));
  const taken = new Set<string>();
  const place = (slotId: string) => {
    if (!slots.has(slotId) || taken.has(slotId)) return false;
    taken.add(slotId);
    return true;
  };
  const theatre: RoomElement[] = [];
  for (const el of room.elements) {
    switch (el.kind) {
      case 'HALL_CANVAS':
      case 'BOOTH_CANVAS': {
        if (!place(el.slotId)) break;
        const image = lookup(assetsById, el.imageAssetId);
        content.canvases.push({
          slotId: el.slotId,
          imageUrl: image?.url,
          label: image?.name ?? room.title,
          // The template library's pictures ("Logo placeholder 140x38", sample banners) stand in until
          // the organiser chooses their own.
          ...(image?.origin === 'template' && image.kind === 'image' ? { isPlaceholder: true } : {}),
        });
        break;
      }
      case 'BOOTH_DOCMONITOR':
        if (!place(el.slotId)) break;
        content.monitors.push({
          slotId: el.slotId,
          title: el.title,
          thumbnailUrl: thumbOf(lookup(assetsById, el.thumbnailAssetId ?? el.imageAssetId)),
        });
        break;
      case 'BOOTH_VIDEO':
        if (!place(el.slotId)) break;
        content.screens.push({
          slotId: el.slotId,
          title: el.title,
          posterUrl:
            thumbOf(lookup(assetsById, el.thumbnailAssetId)) ??
            lookup(assetsById, el.videoAssetId)?.thumbnailUrl ??
            undefined,
        });
        break;
      case 'BOOTH_STAFF': {
        if (!place(el.slotId)) break;
        const image = lookup(assetsById, el.imageAssetId);
        content.staff.push({
          slotId: el.slotId,
          name: el.name,
          imageUrl: image?.url,
          heightM: el.heightMetres,
        });
        break;
      }
      default:
        theatre.push(el);
    }
  }
  // A theatre's programme has no slot: the talk on stage now (else the next, else the first) fills
  // the main screen, slides the second.
  const talks = theatre.filter((e) => e.kind === 'THEATRE_VIDEO');
  const talk = stageTalk(talks, assetsById, now);
  if (talk && place('screen-1'))
    content.screens.push({
      slotId: 'screen-1',
      title: talk.title,
      posterUrl: thumbOf(lookup(assetsById, talk.thumbnailAssetId)),
    });
  const slide = theatre.find((e) => e.kind === 'THEATRE_SLIDE');
  if (slide && place('screen-2')) content.screens.push({ slotId: 'screen-2', title: slide.title });
  for (const door of venue.doors) {
    if (door.roomId !== room.id || !place(door.slotId)) continue;
    content.doors.push({
      slotId: door.slotId,
      title: door.title,
      subtitle: door.title2 || undefined,
      isOpen: isDoorOpen(door, now),
    });
  }
  return content;
}
