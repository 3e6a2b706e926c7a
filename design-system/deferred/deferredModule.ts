/**
 * Code a control needs only once someone uses it (a select's list, its popover and React Aria's collection code):
 * it loads when the page is idle, or at once when the user reaches for the control, and is then kept for the page's
 * life. Until then the control shows a look-alike that reads the same to assistive technology.
 */
export interface DeferredModule<M> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<M>;
  /** The module once it has loaded, else undefined. */
  loaded: () => M | undefined;
}

const registry = new Set<() => Promise<unknown>>();

export function deferredModule<M>(loader: () => Promise<M>): DeferredModule<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  const load = () => {
    promise ??= loader().then(
      (value) => (module = value),
      (error: unknown) => {
        // A lost chunk (offline, a new deploy) must not stick: the next reach tries again.
        promise = undefined;
        throw error;
      },
    );
    return promise;
  };
  registry.add(load);
  return { load, loaded: () => module };
}

/**
 * Loads every deferred module registered so far, and those they register as they load. Storybook and the tests call it before a story renders, so a story
 * shows (and its screenshot holds) the working control; the look-alike has stories of its own.
 */
export async function loadDeferredModules(): Promise<void> {
  // A deferred module may register more when it loads (the date picker's control, its calendar): until none is new.
  let loadedCount = 0;
  while (registry.size > loadedCount) {
    const loads = [...registry];
    loadedCount = loads.length;
    await Promise.all(loads.map((load) => load()));
  }
}
