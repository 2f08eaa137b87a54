// The page's side of web/sums/sum-worker.js: one worker per sum, asked by
// promise. Ending it (a new sum replaces it, or Cancel) settles what waits.

export class SumClient {
  /** @param {(progress: object) => void} onProgress  the analysis's reports */
  constructor(onProgress, makeWorker = () => new Worker(new URL('./sum-worker.js', import.meta.url), { type: 'module' })) {
    this.worker = makeWorker();
    this.next = 0;
    this.waiting = new Map();
    this.worker.onmessage = ({ data }) => {
      if (data.type === 'progress') return onProgress(data);
      const settle = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (!settle) return undefined;
      return data.ok ? settle.resolve(data) : settle.reject(new Error(data.message));
    };
    // A worker that cannot start (its script or module failed to load) answers nothing: say so to all that wait.
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.failed = new Error(`the sum's worker could not run (${event.message || 'it failed to load'})`);
      for (const { reject } of this.waiting.values()) reject(this.failed);
      this.waiting.clear();
    };
  }

  /** Sends `message` ({type, ...}); resolves to the answer, rejects with the worker's reason. */
  ask(message) {
    const id = ++this.next;
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Stops the worker; what still waits is rejected. */
  end() {
    this.worker.terminate();
    for (const { reject } of this.waiting.values()) reject(new Error('the sum was closed'));
    this.waiting.clear();
  }
}
