/** Set by the Vitest setup file in story test runs only; absent in the Storybook UI. */
interface StoryTestHooks {
  emulateMedia(media: { forcedColors: boolean }): Promise<void>;
}

interface Window {
  __storyTestHooks?: StoryTestHooks;
  /** The story's QueryClient (set by StoryProviders), so a story test can wait for its calls to finish. */
  __storyQueryClient?: { isFetching(): number; isMutating(): number };
}
