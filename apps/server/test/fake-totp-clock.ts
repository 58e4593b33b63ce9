import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, vi } from 'vitest';

const STEP_MS = 30_000;

/**
 * A fake clock (Date only; timers stay real) for a file whose server runs in this process, so it moves the server's
 * TOTP steps too: each test knows which 30-second step "now" is, and nothing depends on where in a step the real clock
 * happens to be. Installs itself before the file's tests and removes itself after them.
 * @example
 * const totp = fakeTotpClock();
 * totp.nextStep(); await confirm(totp.codeAt(secret));
 */
export function fakeTotpClock() {
  let clock = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
  });
  afterAll(() => vi.useRealTimers());
  return {
    STEP_MS,
    /** The fake time now, in ms. */
    now: () => clock,
    nextStep: (steps = 1) => {
      clock += steps * STEP_MS;
      vi.setSystemTime(clock);
    },
    /** The code an authenticator app shows `offset` steps from now. */
    codeAt: (secret: string, offset = 0) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock + offset * STEP_MS }),
  };
}
