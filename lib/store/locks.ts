/**
 * Runs `task` while holding the Web Lock `name`, so a read-check-write in one tab never
 * interleaves with the same in another tab. Where Web Locks are missing (plain HTTP on a LAN
 * address, old browsers) the task runs at once: the stored revision check still refuses stale writes.
 */
export function withStorageLock(name: string, task: () => void | Promise<void>): void {
  let ran = false;
  // The lock is held until the task's promise settles.
  const run = async () => {
    if (ran) return;
    ran = true;
    await task();
  };
  const locks = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== "function") return void run();
  try {
    locks.request(name, () => run()).catch(run);
  } catch {
    void run();
  }
}
