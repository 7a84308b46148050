// Yielding the main thread between pieces of work that would together be one
// long task on a slow phone (Lighthouse counts each task over 50 ms, at four
// times this machine's time, as blocking the page): the browser's own
// `scheduler.yield()` where it has one (the rest of the work keeps its place
// ahead of other tasks), else a new task.

interface Scheduler {
  yield(): Promise<void>;
}

/** Resolves in a later task, once the browser has had the main thread. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
