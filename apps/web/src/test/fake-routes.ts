import { calls, callsOf } from '@mise/contracts/calls';
import type { TCall } from '@mise/contracts/common/call';

/** A call of the table, as `callsOf` recognises one. */
export const isCall = (value: unknown): value is TCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

/** Each call's place in the table, the first one it is found at ('calls.city.list', not a spread copy's). */
function namesOf(group: object, prefix: string, into = new Map<TCall, string>()): Map<TCall, string> {
  for (const [key, value] of Object.entries(group)) {
    if (isCall(value)) {
      if (!into.has(value)) into.set(value, `${prefix}.${key}`);
    } else if (typeof value === 'object' && value !== null) namesOf(value, `${prefix}.${key}`, into);
  }
  return into;
}

/** Each call's name in the table, for the fake's messages and its `requests` ('calls.city.details'). */
export const NAMES = namesOf(calls, 'calls');
type TRoute = { call: TCall; segments: string[] };
const ROUTES: TRoute[] = [...new Set(callsOf(calls))].map((call) => ({ call, segments: call.path.split('/') }));

/**
 * The call a request is for, and its path parameters. Paths match case-insensitively and, as in the server's router, a
 * fixed segment beats a parameter (`/users/me` is not `/users/:id`).
 */
export function routeOf(method: string, path: string): { call: TCall; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  let best: { call: TCall; params: Record<string, string>; rank: string } | undefined;
  for (const route of ROUTES) {
    if (route.call.method !== method || route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    const matched = route.segments.every((pattern, i) => {
      if (pattern.startsWith(':')) {
        params[pattern.slice(1)] = decodeURIComponent(segments[i]);
        rank += '0';
        return true;
      }
      rank += '1';
      return pattern.toLowerCase() === segments[i].toLowerCase();
    });
    if (matched && (!best || rank > best.rank)) best = { call: route.call, params, rank };
  }
  return best;
}
