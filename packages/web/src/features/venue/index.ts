export { RoomScene, type RoomSceneProps } from './RoomScene';
export { RoomList, type RoomListProps } from './RoomList';
export { type SceneContent, type SlotState, EMPTY_SCENE } from './sceneContent';
export { DESIGN_ART, artOf } from './designs';
export { toSceneContent, isDoorOpen } from './toSceneContent';
export { TimelineView, type TimelineViewProps } from './TimelineView';
export { ProfileFormPreview } from './ProfileFormPreview';
