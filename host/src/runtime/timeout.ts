/** A remote that does not answer in time fails like one that answers with an error: its area shows its fallback. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  constructor(remote: string, reason: string) {
    super(`${remote}: ${reason}`);
    this.remote = remote;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, `no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

