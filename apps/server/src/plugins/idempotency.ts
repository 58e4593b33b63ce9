import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { outsideBudget } from '../db/request-budget';
import { HttpError, badRequest } from '../lib/http-error';
import {
  type TClaim,
  type TRecorded,
  claimKey,
  purgeExpired,
  readKey,
  recordAnswer,
  releaseKey,
} from './idempotency-store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again from the record instead of running the handler. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const KEY_FORMAT = /^[\x20-\x7e]{8,200}$/;
/** How long a repeat waits for the first request's answer before it is told to try again (409). */
const WAIT_MS = 20_000;
/** Expired keys are purged at most this often by each server, after a response. */
const PURGE_EVERY_MS = 60_000;

const statusOk = (status: number) => status >= 200 && status < 300;

/** The request's key when it is a write carrying one; 400 when the header is malformed or sent twice. */
function keyOf(request: FastifyRequest): string | undefined {
  if (!WRITES.has(request.method)) return undefined;
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_FORMAT.test(value))
    throw badRequest('Idempotency-Key must be one value of 8 to 200 printable ASCII characters (a UUID will do)');
  // A multipart body is read by the handler itself, after this hook: it cannot be told apart from another upload.
  if (request.headers['content-type']?.toLowerCase().startsWith('multipart/'))
    throw badRequest('Idempotency-Key is not taken on multipart uploads; send the upload without it');
  return value;
}

const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

function sameRequest(row: TRecorded, claim: TClaim): boolean {
  return row.method === claim.method && row.path === claim.path && row.bodyHash === claim.bodyHash;
}

function replay(reply: FastifyReply, row: TRecorded & { status: number }) {
  reply.code(row.status).header(REPLAYED_HEADER, 'true');
  // A string payload with its JSON content type is sent as stored, not serialised again.
  if (row.contentType) reply.header('content-type', row.contentType);
  return reply.send(row.response ?? undefined);
}

/**
 * Idempotent writes for every POST, PATCH, PUT and DELETE of staff that carries an `Idempotency-Key` (issue 28): the
 * first request claims (staff member, key) in `idempotency_keys` and runs; its 2xx answer is stored, and a repeat
 * within a day gets that answer (`Idempotent-Replayed: true`) without the handler running. A repeat that arrives while
 * the first still runs waits for its answer (polling the row, woken at once when the first ran in this process): no
 * lock is held across the handler, so PGlite's one connection never waits on it. A 4xx or 5xx frees the key, so a
 * corrected retry with the same key runs. The same key with another method, path or body is 422. Requests without
 * the header cost one header lookup. Public routes (sign-in) are left alone: they have no staff member to key by.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const claims = new WeakMap<FastifyRequest, TClaim>();
    const waiters = new Map<string, Set<() => void>>();
    let lastPurge = 0;
    const idOf = (claim: TClaim) => `${claim.userId}\n${claim.key}`;

    /** Resolves after `ms`, or sooner when this process answers the request holding the key. */
    const waitFor = (claim: TClaim, ms: number) =>
      new Promise<void>((resolve) => {
        const id = idOf(claim);
        const set = waiters.get(id) ?? new Set<() => void>();
        waiters.set(id, set);
        const done = () => {
          clearTimeout(timer);
          set.delete(done);
          if (set.size === 0 && waiters.get(id) === set) waiters.delete(id);
          resolve();
        };
        const timer = setTimeout(done, ms);
        set.add(done);
      });
    const wake = (claim: TClaim) => {
      for (const done of [...(waiters.get(idOf(claim)) ?? [])]) done();
    };

    // Before the body is read, so a malformed key is refused at once.
    app.addHook('onRequest', async (request) => void keyOf(request));

    app.addHook('preHandler', async (request, reply) => {
      const key = keyOf(request);
      if (key === undefined || !request.staff || request.routeOptions.config?.public === true) return;
      const claim: TClaim = {
        userId: request.staff.id,
        key,
        method: request.method,
        path: request.url,
        bodyHash: bodyHash(request.body),
      };
      const deadline = Date.now() + WAIT_MS;
      for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
        if (await claimKey(app.db, claim)) {
          claims.set(request, claim);
          return;
        }
        const row = await readKey(app.db, claim);
        // Freed between the two statements (the first request failed): claim it again.
        if (!row) continue;
        if (!sameRequest(row, claim))
          throw new HttpError(
            422,
            `This Idempotency-Key was already used for another request (${row.method} ${row.path}${row.method === claim.method && row.path === claim.path ? ' with another body' : ''}); send a new key for a new request`,
          );
        if (row.status !== null) return replay(reply, { ...row, status: row.status });
        if (Date.now() >= deadline) {
          reply.header('retry-after', '2');
          throw new HttpError(
            409,
            'A request with this Idempotency-Key is still being processed; try again in a moment',
          );
        }
        await waitFor(claim, pause);
      }
    });

    /** Records a 2xx text answer, or frees the key; outside the request's budget, since the write itself is done. */
    async function settle(
      request: FastifyRequest,
      claim: TClaim,
      { status, contentType, payload }: { status: number; contentType: string | null; payload: unknown },
    ) {
      claims.delete(request);
      const recordable = statusOk(status) && (typeof payload === 'string' || payload === undefined || payload === null);
      try {
        await outsideBudget(() =>
          recordable
            ? recordAnswer(app.db, claim, {
                status,
                contentType,
                response: (payload as string | null | undefined) ?? null,
              })
            : releaseKey(app.db, claim),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'Idempotency-Key: could not store the answer; freeing the key');
        await outsideBudget(() => releaseKey(app.db, claim)).catch(() => undefined);
      } finally {
        wake(claim);
      }
    }

    // Before the answer leaves, so a repeat that reads the row next finds it complete.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (claim) {
        const type = reply.getHeader('content-type');
        await settle(request, claim, {
          status: reply.statusCode,
          contentType: typeof type === 'string' ? type : null,
          payload,
        });
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      // Only when onSend did not run (an answer that failed on the way out): the key must not stay claimed.
      const claim = claims.get(request);
      if (claim)
        await settle(request, claim, {
          status: reply.statusCode >= 400 ? reply.statusCode : 500,
          contentType: null,
          payload: undefined,
        });
      if (!request.headers[IDEMPOTENCY_HEADER] || Date.now() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = Date.now();
      void outsideBudget(() => purgeExpired(app.db)).catch((error: unknown) =>
        request.log.warn({ err: error }, 'Idempotency-Key: purge failed'),
      );
    });
  },
  { name: 'idempotency' },
);
