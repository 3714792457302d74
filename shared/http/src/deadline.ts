/**
 * The work's outcome if it settles within `ms`, else what `late` gives (its throw rejects); the timer is cleared
 * either way. No deadline when `ms` is 0 or missing.
 */
export async function withDeadline<T, L>(work: Promise<T>, ms: number | undefined, late: () => L): Promise<T | L> {
  if (!ms) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
