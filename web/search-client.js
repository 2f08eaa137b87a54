// The page's side of the search worker (search-worker.js): one search at a
// time in a worker of its own, whose result comes back as a promise.
// Cancelling is terminating the worker (the search runs synchronously in
// it); a search stopped so never settles.

const WORKER_URL = new URL('./search-worker.js', import.meta.url);

export class SearchClient {
  /** `name`: the worker's name, as the browser's tools list it. */
  constructor(name) {
    this.name = name;
    this.worker = null;
  }

  /**
   * Searches as `request` says ({variation, discs, pins, from?, to?}); the
   * worker is made on first use and kept for the next search.
   * `onProgress` gets the worker's reports. Resolves with its result;
   * rejects with the search's error, or with one marked `stopped` (its
   * message the browser's, possibly empty) when the worker itself failed.
   * Throws when no worker can be made.
   */
  run(request, onProgress = () => {}) {
    this.worker ??= new Worker(WORKER_URL, { type: 'module', name: this.name });
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (this.worker !== worker) return;
        if (data.type === 'progress') onProgress(data);
        else if (data.type === 'done') resolve(data.result);
        else if (data.type === 'error') {
          // A trapped instance is not used again: the next search gets a new worker.
          if (data.trapped) this.stop();
          reject(new Error(data.message));
        }
      };
      worker.onerror = (event) => {
        if (this.worker !== worker) return;
        event.preventDefault?.();
        reject(Object.assign(new Error(event.message ?? ''), { stopped: true }));
      };
      worker.postMessage(request);
    });
  }

  /** Ends the worker, and with it any search running. */
  stop() {
    this.worker?.terminate();
    this.worker = null;
  }
}
