export { RoomScene, type RoomSceneProps } from './RoomScene';
export { RoomList, type RoomListProps, TOUCH_TARGET_PX } from './RoomList';
export {
  type SceneBrand,
  type SceneContent,
  type SlotState,
  EMPTY_SCENE,
  contentForVisitors,
  sceneItems,
} from './sceneContent';
export { playingTalk, stageTalk, talkStart } from './talkSchedule';
export { DESIGN_ART, artOf } from './designs';
export { toSceneContent, isDoorOpen } from './toSceneContent';
export { TimelineView, type TimelineViewProps } from './TimelineView';
export { ProfileFormPreview } from './ProfileFormPreview';
