import type { Redis } from 'ioredis';

/**
 * Waits (at most `timeoutMs`) for a Redis client to finish connecting. Without an offline queue a command sent while
 * the connection is still being made fails, and the sign-in lock would count those first attempts in this process's
 * memory instead of the count servers share. Never throws: Redis out of reach must not stop the server starting.
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
