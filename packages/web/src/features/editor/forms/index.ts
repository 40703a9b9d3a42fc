import type { ElementFormComponent, ElementFormRegistry } from '../types';
import { BoothVideoForm } from './BoothVideoForm';
import { BreakoutForm } from './BreakoutForm';
import { CanvasForm } from './CanvasForm';
import { ChatForm } from './ChatForm';
import { DocMonitorForm } from './DocMonitorForm';
import { DoorForm } from './DoorForm';
import { ModeratorForm } from './ModeratorForm';
import { ProfileItemForm } from './ProfileItemForm';
import { RoomForm } from './RoomForm';
import { StaffForm } from './StaffForm';
import { TheatreLinkForm } from './TheatreLinkForm';
import { TheatreSlideForm } from './TheatreSlideForm';
import { TheatreVideoForm } from './TheatreVideoForm';
import { TimelineDayForm } from './TimelineDayForm';
import { TimelineItemForm } from './TimelineItemForm';

/**
 * The element forms of the editor (issue 5), one controlled form for every element kind. The shell
 * holds the draft and its errors; the forms edit every field of spec §3 of their kind.
 */
export const ELEMENT_FORMS: ElementFormRegistry = {
  HALL: RoomForm as ElementFormComponent,
  BOOTH: RoomForm as ElementFormComponent,
  THEATRE: RoomForm as ElementFormComponent,
  OTHER: RoomForm as ElementFormComponent,
  DOOR: DoorForm as ElementFormComponent,
  HALL_CANVAS: CanvasForm as ElementFormComponent,
  BOOTH_CANVAS: CanvasForm as ElementFormComponent,
  BOOTH_DOCMONITOR: DocMonitorForm as ElementFormComponent,
  BOOTH_VIDEO: BoothVideoForm as ElementFormComponent,
  BOOTH_STAFF: StaffForm as ElementFormComponent,
  THEATRE_VIDEO: TheatreVideoForm as ElementFormComponent,
  THEATRE_SLIDE: TheatreSlideForm as ElementFormComponent,
  THEATRE_LINK: TheatreLinkForm as ElementFormComponent,
  TIMELINE_DAY: TimelineDayForm as ElementFormComponent,
  TIMELINE_DAY_ITEM: TimelineItemForm as ElementFormComponent,
  PROFILE_ITEM: ProfileItemForm as ElementFormComponent,
  EVENT_CHAT: ChatForm as ElementFormComponent,
  EVENT_BREAKOUT: BreakoutForm as ElementFormComponent,
  EVENT_MODERATOR: ModeratorForm as ElementFormComponent,
};

export { AssetField, type AssetFieldProps } from './AssetField';
export { LinkTargetPicker, type LinkTargetPickerProps, emptyTarget } from './LinkTargetPicker';
export { PlacementScene, type PlacementSceneProps } from './PlacementScene';
export {
  NEW_ID,
  elementLabel,
  firstFreeSlot,
  isSlottedKind,
  kindLabelKey,
  newElement,
  slotKindOf,
} from './elements';
export { toWallTime } from './dateTime';
