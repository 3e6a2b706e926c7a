import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * Records the router's current address (path and search) on a hidden element, for the play functions.
 * Pass it as RouterStory's `innerWrap`.
 */
export function LocationProbe({ children }: { children: ReactNode }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      {children}
      <span hidden data-story-location={href} />
    </>
  );
}

/** The address LocationProbe recorded (an empty path before the router has one). */
export function location(canvasElement: HTMLElement): URL {
  const href = canvasElement.querySelector<HTMLElement>('[data-story-location]')?.dataset.storyLocation ?? '';
  return new URL(href, 'http://story.local');
}
