import { type Slot, designById } from '@foyer/shared';
import { Tooltip } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './RoomScene.module.css';
import { artOf } from './designs';
import { mix, paletteOf, type Palette } from './designs/palette';
import {
  type SceneBrand,
  type SceneContent,
  type SceneItem,
  type SlotState,
  contentForVisitors,
  sceneItems,
  staffHeightPercent,
} from './sceneContent';
import { useSlotLabel } from './useSlotLabel';

export type { SceneContent } from './sceneContent';

export type RoomSceneProps = {
  designId: string;
  colors: { main: string; text: string };
  content: SceneContent;
  /** Slots become buttons that call `onActivate`; otherwise the scene is one picture. */
  interactive?: boolean;
  onActivate?: (slotId: string) => void;
  /** Per slot: whether it is a button, and whether it is disabled for now (default: every slot acts). */
  slotState?: (slotId: string) => SlotState;
  highlightSlotId?: string;
  /** Lettered on the design's fascia, and the scene's accessible name. */
  title?: string;
  /**
   * The visitors' venue: no scaffolding. Placeholder canvases are left out, the furniture of empty
   * slots is not drawn, and the logo slot shows `brand` when the organiser put nothing there.
   * Default (editor, templates, preview): everything, placeholders included.
   */
  forVisitors?: boolean;
  /** The event's logo and title, for the logo slot of a visitor's room. */
  brand?: SceneBrand;
};

const pct = (n: number) => `${n}%`;
/** A font size proportional to the scene width. */
const cq = (n: number) => `${Math.round(n * 100) / 100}cqw`;

function boxStyle(slot: Slot): CSSProperties {
  return { left: pct(slot.x), top: pct(slot.y), width: pct(slot.w), height: pct(slot.h) };
}

function PlayIcon() {
  return (
    <span className={classes.play} aria-hidden>
      <svg viewBox="0 0 24 24" width="45%" height="45%" role="presentation">
        <path d="M7 4.5v15l13-7.5z" fill="#1f2530" />
      </svg>
    </span>
  );
}

const LOOKS = [
  { skin: '#e0b48f', hair: '#3b2f28', long: false },
  { skin: '#a8754f', hair: '#1d1a18', long: true },
  { skin: '#f1c9a5', hair: '#b7773a', long: true },
  { skin: '#7a4e32', hair: '#141210', long: false },
] as const;

/** A stable look for a name, so the same person always looks the same. */
function lookOf(name: string) {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return LOOKS[h % LOOKS.length]!;
}

/** A person without a picture: a friendly figure in the event's colours. */
function Silhouette({ p, name }: { p: Palette; name: string }) {
  const look = lookOf(name);
  return (
    <svg viewBox="0 0 60 160" width="100%" height="100%" preserveAspectRatio="xMidYMax meet" aria-hidden>
      <ellipse cx={30} cy={157} rx={20} ry={3} fill="rgba(0,0,0,0.25)" />
      {look.long && <path d="M15 16c0-12 30-12 30 0v22H15z" fill={look.hair} />}
      <rect x={26} y={26} width={8} height={8} fill={look.skin} />
      <circle cx={30} cy={18} r={12} fill={look.skin} />
      <path d="M17.5 16c0-11 25-12 25 0-6-5-19-5-25 0z" fill={look.hair} />
      <path d="M10 44c0-9 8-13 20-13s20 4 20 13v48H10z" fill={p.mainDark} />
      <path d="M24 31h12l-6 15z" fill="#ffffff" />
      <path d="M29 34h2l1 12-2 3-2-3z" fill={p.main} />
      <rect x={3} y={44} width={9} height={44} rx={4.5} fill={p.mainDark} />
      <rect x={48} y={44} width={9} height={44} rx={4.5} fill={p.mainDark} />
      <circle cx={7.5} cy={90} r={4} fill={look.skin} />
      <circle cx={52.5} cy={90} r={4} fill={look.skin} />
      <path d="M14 92h32l-2 62h-11l-3-48-3 48H16z" fill="#2c3038" />
      <path d="M15 152h14v4H13zM31 152h14l2 4H31z" fill="#15181e" />
    </svg>
  );
}

function CanvasView({
  item,
  p,
  slot,
}: {
  item: Extract<SceneItem, { kind: 'canvas' }>['item'];
  p: Palette;
  slot: Slot;
}) {
  return (
    <span className={classes.fill} style={{ background: item.imageUrl ? '#ffffff' : p.main }}>
      {item.imageUrl ? (
        <img
          className={classes.contain}
          src={item.imageUrl}
          alt=""
          draggable={false}
          style={{ padding: '6%' }}
        />
      ) : (
        <span
          className={classes.lettering}
          style={{ color: p.text, fontSize: cq(Math.min(slot.w * 0.11, slot.h * 0.22, 2.2)) }}
        >
          {item.label}
        </span>
      )}
    </span>
  );
}

function MonitorView({ item, slot }: { item: Extract<SceneItem, { kind: 'monitor' }>['item']; slot: Slot }) {
  return (
    <span className={classes.fill} style={{ background: 'linear-gradient(160deg, #f7f8fb, #dfe4ec)' }}>
      {item.thumbnailUrl ? (
        <img className={classes.cover} src={item.thumbnailUrl} alt="" draggable={false} />
      ) : (
        <svg viewBox="0 0 40 30" width="100%" height="70%" aria-hidden style={{ display: 'block' }}>
          <path d="M14 5h9l5 5v15H14z" fill="#ffffff" stroke="#9aa2ad" strokeWidth={0.8} />
          <path d="M23 5v5h5" fill="none" stroke="#9aa2ad" strokeWidth={0.8} />
          <path d="M16.5 14h9M16.5 17h9M16.5 20h6" stroke="#c3c9d4" strokeWidth={1} />
        </svg>
      )}
      <span
        className={`${classes.caption} ${classes.oneLine}`}
        style={{ fontSize: cq(Math.min(slot.w * 0.085, 1.1)) }}
      >
        {item.title}
      </span>
    </span>
  );
}

function ScreenView({
  item,
  p,
  slot,
}: {
  item: Extract<SceneItem, { kind: 'screen' }>['item'];
  p: Palette;
  slot: Slot;
}) {
  return (
    <span
      className={classes.fill}
      style={{ background: `radial-gradient(circle at 30% 25%, ${p.main}, ${p.mainDeep})` }}
    >
      {item.posterUrl && <img className={classes.cover} src={item.posterUrl} alt="" draggable={false} />}
      <PlayIcon />
      <span
        className={`${classes.caption} ${classes.oneLine}`}
        style={{ fontSize: cq(Math.min(slot.w * 0.05, 1.5)) }}
      >
        {item.title}
      </span>
    </span>
  );
}

function DoorView({
  item,
  p,
  slot,
}: {
  item: Extract<SceneItem, { kind: 'door' }>['item'];
  p: Palette;
  slot: Slot;
}) {
  return (
    <span className={classes.fill} style={{ overflow: 'visible' }}>
      <span
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: '2%',
          padding: '3% 4%',
          background: p.main,
          color: p.text,
          borderRadius: '0.3cqw',
          boxShadow: '0 0.15cqw 0.5cqw rgba(0,0,0,0.3)',
          textAlign: 'center',
          fontWeight: 650,
          lineHeight: 1.15,
          fontSize: cq(Math.min(slot.w * 0.11, 1.15)),
        }}
      >
        <span className={classes.oneLine} style={{ display: 'block' }}>
          <span className={classes.status} style={{ background: item.isOpen ? '#40c057' : '#fa5252' }} />
          {item.title}
        </span>
      </span>
    </span>
  );
}

function StaffView({
  item,
  p,
  slot,
}: {
  item: Extract<SceneItem, { kind: 'staff' }>['item'];
  p: Palette;
  slot: Slot;
}) {
  const h = staffHeightPercent(slot, item.heightM);
  const floor = slot.floorY ?? slot.y + slot.h;
  // The figure's box is relative to the slot box, feet on the floor line.
  const top = ((floor - h - slot.y) / slot.h) * 100;
  const height = (h / slot.h) * 100;
  return (
    <span className={classes.fill} style={{ overflow: 'visible' }}>
      <span
        data-staff-figure=""
        style={{ position: 'absolute', left: '-20%', right: '-20%', top: pct(top), height: pct(height) }}
      >
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            draggable={false}
            style={{ width: '100%', height: '100%', objectFit: 'contain', objectPosition: 'bottom' }}
          />
        ) : (
          <Silhouette p={p} name={item.name} />
        )}
      </span>
      <span
        className={classes.nameTag}
        style={{
          top: pct(((floor - slot.y) / slot.h) * 100 + 1),
          background: p.main,
          color: p.text,
          fontSize: cq(0.9),
        }}
      >
        {item.name}
      </span>
    </span>
  );
}

function ItemView({ entry, p }: { entry: SceneItem; p: Palette }): ReactNode {
  switch (entry.kind) {
    case 'canvas':
      return <CanvasView item={entry.item} p={p} slot={entry.slot} />;
    case 'monitor':
      return <MonitorView item={entry.item} slot={entry.slot} />;
    case 'screen':
      return <ScreenView item={entry.item} p={p} slot={entry.slot} />;
    case 'door':
      return <DoorView item={entry.item} p={p} slot={entry.slot} />;
    case 'staff':
      return <StaffView item={entry.item} p={p} slot={entry.slot} />;
  }
}

/** A room drawn on its design at any width (16:9), with the content in its slots. */
export function RoomScene({
  designId,
  colors,
  content,
  interactive = false,
  onActivate,
  slotState,
  highlightSlotId,
  title,
  forVisitors = false,
  brand,
}: RoomSceneProps) {
  const { t } = useTranslation();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { main, text } = colors;
  const p = useMemo(() => paletteOf({ main, text }), [main, text]);
  const shown = useMemo(
    () => (forVisitors ? contentForVisitors(designId, content, brand) : content),
    [forVisitors, designId, content, brand],
  );
  const items = useMemo(() => sceneItems(designId, shown), [designId, shown]);
  // Visitors see furniture only where something stands; the editor shows every slot's surface.
  const shows = useMemo(() => {
    if (!forVisitors) return undefined;
    const filled = new Set(items.map((e) => e.slot.id));
    return (slotId: string) => filled.has(slotId);
  }, [forVisitors, items]);
  const slotLabel = useSlotLabel();
  const art = artOf(designId);
  const Art = art?.Art;
  const name = title ?? t('venue.scene');
  // A highlighted slot without content (the editor pointing at a free place) still shows.
  const emptyHighlight =
    highlightSlotId && !items.some((e) => e.slot.id === highlightSlotId)
      ? designById(designId)?.slots.find((s) => s.id === highlightSlotId)
      : undefined;
  const body = (
    <>
      <svg className={classes.art} viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden>
        {Art && <Art p={p} uid={uid} shows={shows} />}
      </svg>
      {title && art?.fascia && (
        <div
          className={classes.fascia}
          style={{
            left: pct(art.fascia.x),
            top: pct(art.fascia.y),
            width: pct(art.fascia.w),
            height: pct(art.fascia.h),
            color: art.fasciaOnWall ? mix(p.main, '#111111', 0.5) : p.text,
            fontSize: cq(Math.min(art.fascia.h * 0.3, 2.6)),
          }}
          aria-hidden
        >
          <span className={classes.oneLine}>{title}</span>
        </div>
      )}
      {items.map((entry) => {
        const label = slotLabel(entry);
        const isHighlighted = entry.slot.id === highlightSlotId;
        const className = `${classes.slot} ${isHighlighted ? classes.highlight : ''}`;
        // DOM order is the keyboard order; people are painted in front of the furniture.
        const style = { ...boxStyle(entry.slot), zIndex: entry.kind === 'staff' ? 2 : 1 };
        const state = interactive ? slotState?.(entry.slot.id) : undefined;
        if (!interactive || state?.isActionable === false)
          return (
            <span
              key={entry.slot.id}
              className={className}
              style={style}
              data-slot={entry.slot.id}
              data-highlighted={isHighlighted || undefined}
              // Inside an interactive scene a passive item still has a name for assistive technology.
              {...(interactive ? { role: 'img', 'aria-label': label } : {})}
            >
              <ItemView entry={entry} p={p} />
            </span>
          );
        const isDisabled = Boolean(state?.isDisabled);
        const fullLabel = state?.hint ? `${label} · ${state.hint}` : label;
        return (
          <Tooltip key={entry.slot.id} label={fullLabel}>
            <button
              type="button"
              className={className}
              style={style}
              data-slot={entry.slot.id}
              data-highlighted={isHighlighted || undefined}
              aria-label={fullLabel}
              // aria-disabled keeps it focusable, so the tooltip can tell why it does nothing now.
              aria-disabled={isDisabled || undefined}
              onClick={() => {
                if (!isDisabled) onActivate?.(entry.slot.id);
              }}
            >
              <ItemView entry={entry} p={p} />
            </button>
          </Tooltip>
        );
      })}
      {emptyHighlight && (
        <span
          className={`${classes.slot} ${classes.highlight}`}
          style={boxStyle(emptyHighlight)}
          data-slot={emptyHighlight.id}
          data-highlighted
        />
      )}
    </>
  );
  const frame = { className: classes.scene, 'data-design': designId, style: { background: p.wall } };
  return interactive ? (
    // biome-ignore lint/a11y/useSemanticElements: a picture with hotspots, not a form's fieldset
    <div role="group" aria-label={name} {...frame}>
      {body}
    </div>
  ) : (
    <div role="img" aria-label={name} {...frame}>
      {body}
    </div>
  );
}
