/**
 * What a visitor's click opens (issue 7, first step). The walker renders its rooms inside
 * <TargetHost>, calls `useOpenTarget()` for a link target and `useOpenElement()` for an element
 * itself, and asks `isActionable` / `isElementActionable` whether to render a thing as clickable.
 */
export { TargetHost, type TargetHostProps } from './TargetHost';
export { useOpenTarget, useOpenElement, useTargetAbilities } from './context';
export { isActionable, isElementActionable, type TargetAbilities } from './actions';
export type { OpenElement, OpenTarget, TargetOrigin, TargetSource, ViewerState } from './types';
