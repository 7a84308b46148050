// A promise that gives up when a signal aborts: for work that cannot itself be
// cancelled (a DNS look-up in libuv's thread pool), so that a probe still ends
// at its deadline. The work goes on unobserved; its late result is dropped.

/** `work`, or a rejection with the signal's reason as soon as `signal` aborts. */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
