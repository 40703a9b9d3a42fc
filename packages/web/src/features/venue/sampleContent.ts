import { designById } from '@foyer/shared';
import type { SceneContent } from './sceneContent';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A made-up sponsor logo (no network needed). */
export function sampleLogo(name: string, color: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><circle cx="70" cy="80" r="44" fill="${color}"/><path d="M48 96l22-40 22 40z" fill="#fff"/><text x="130" y="96" font-family="Inter, Arial, sans-serif" font-size="46" font-weight="700" fill="#222">${name}</text></svg>`,
  );
}

/** A poster-like gradient picture with a line of text. */
export function samplePoster(text: string, a: string, b: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="90" r="120" fill="#fff" opacity=".12"/><text x="36" y="76" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff">${text}</text></svg>`,
  );
}

const NAMES = ['Ana Ruiz', 'Jonas Weber', 'Chloé Martin', 'Sam Lee'];
const HEIGHTS = [1.68, 1.86, 1.62, 1.78];
const ROOMS = ['Main stage', 'Expo hall', 'Workshops', 'Networking', 'Sponsors', 'Job wall'];

/** Content for every slot of a design: the gallery and tests use it. */
export function sampleContent(designId: string): SceneContent {
  const slots = designById(designId)?.slots ?? [];
  const n = (id: string) => Number(id.split('-')[1]) - 1;
  const content: SceneContent = { canvases: [], monitors: [], screens: [], staff: [], doors: [] };
  for (const s of slots) {
    const i = n(s.id);
    if (s.kind === 'canvas')
      content.canvases.push(
        i === 0
          ? { slotId: s.id, label: 'Welcome to Foyer Summit' }
          : {
              slotId: s.id,
              label: `Sponsor ${i}`,
              imageUrl: sampleLogo(
                ['Nordlicht', 'Acme', 'Lumen'][i % 3]!,
                ['#e8590c', '#1c7ed6', '#2f9e44'][i % 3]!,
              ),
            },
      );
    if (s.kind === 'monitor')
      content.monitors.push({ slotId: s.id, title: ['Product sheet', 'Price list', 'Case study'][i % 3]! });
    if (s.kind === 'screen')
      content.screens.push({
        slotId: s.id,
        title: i === 0 ? 'Keynote: the future of events' : 'Slides',
        posterUrl: i === 0 ? samplePoster('Keynote 2026', '#3b5bdb', '#862e9c') : undefined,
      });
    if (s.kind === 'staff')
      content.staff.push({ slotId: s.id, name: NAMES[i % 4]!, heightM: HEIGHTS[i % 4]! });
    if (s.kind === 'door')
      content.doors.push({
        slotId: s.id,
        title: ROOMS[i % 6]!,
        subtitle: i === 0 ? 'Starts 10:00' : undefined,
        isOpen: i !== 3,
      });
  }
  return content;
}
