/**
 * A fresh `Idempotency-Key` (a v4 UUID): the server runs a write sent with it once, however often it arrives (issue 28).
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); the console may be served over plain http
 * inside an office network, where `getRandomValues` still is.
 * @example
 * newIdempotencyKey() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user action: the same request (method, path and body) sent again from the same form — a double click
 * that got through, a retry after a lost answer — carries the same key, so the server answers the first result; a
 * changed body is a new action with a new key. `answered()` ends the action once its answer has come, for a start
 * that staff may mean again with the same body (a bulk publish after its Undo, the same file imported once more).
 * @example
 * const keys = actionKeys();
 * keys.for('POST', 'quotes', { title: 'Eat' }) === keys.for('POST', 'quotes', { title: 'Eat' }) // true
 */
export function actionKeys() {
  let last: { request: string; key: string } | undefined;
  return {
    for(method: string, path: string, body: unknown): string {
      const request = JSON.stringify([method, path, body ?? null]);
      if (last?.request !== request) last = { request, key: newIdempotencyKey() };
      return last.key;
    },
    answered(): void {
      last = undefined;
    },
  };
}
