import type { ComponentType } from 'react';
import { BoothCorner } from './BoothCorner';
import { BoothIsland } from './BoothIsland';
import { BoothKiosk } from './BoothKiosk';
import { BoothTower } from './BoothTower';
import { HallAtrium } from './HallAtrium';
import { HallFoyer } from './HallFoyer';
import { HallPavilion } from './HallPavilion';
import { OtherLounge } from './OtherLounge';
import type { ArtProps } from './parts';
import { TheatreAmphi } from './TheatreAmphi';
import { TheatreStudio } from './TheatreStudio';

export type DesignArt = {
  Art: ComponentType<ArtProps>;
  /** Where the room title is lettered, in scene percent. */
  fascia?: { x: number; y: number; w: number; h: number };
  /** The fascia is bare wall (title in the dark main colour) rather than a sign in the main colour. */
  fasciaOnWall?: boolean;
};

/** The artwork of every design of the shared catalogue. */
export const DESIGN_ART: Record<string, DesignArt> = {
  'hall-atrium': { Art: HallAtrium, fascia: { x: 30, y: 31, w: 40, h: 6 } },
  'hall-foyer': { Art: HallFoyer, fascia: { x: 36, y: 20, w: 28, h: 6 } },
  'hall-pavilion': { Art: HallPavilion, fascia: { x: 36, y: 27, w: 28, h: 5 } },
  'booth-kiosk': { Art: BoothKiosk, fascia: { x: 37, y: 2, w: 26, h: 5 } },
  'booth-island': { Art: BoothIsland, fascia: { x: 34, y: 45, w: 32, h: 5 } },
  'booth-corner': { Art: BoothCorner, fascia: { x: 44, y: 2, w: 30, h: 5 } },
  'booth-tower': { Art: BoothTower, fascia: { x: 38, y: 44, w: 24, h: 5 } },
  'theatre-amphi': { Art: TheatreAmphi, fascia: { x: 30, y: 1.5, w: 40, h: 5 } },
  'theatre-studio': { Art: TheatreStudio, fascia: { x: 18, y: 1.5, w: 44, h: 6 } },
  'other-lounge': { Art: OtherLounge, fascia: { x: 36, y: 35, w: 28, h: 5 }, fasciaOnWall: true },
};

/** The artwork of a design, or undefined for an unknown id. */
export function artOf(designId: string): DesignArt | undefined {
  return DESIGN_ART[designId];
}
