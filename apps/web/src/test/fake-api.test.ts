import { calls, callsOf } from '@mise/contracts/calls';
import { ZErrorAnswer } from '@mise/contracts/common/error-answer';
import { quoteResource } from '@mise/contracts/resources/quote';
import { describe, expect, it, vi } from 'vitest';
import { FakeError, fakeAnswer, fakeApi } from './fake-api';
import { sampleOf, sampleRecord } from './fake-values';

const quote = (id: number, title: string) => sampleRecord(quoteResource.record, { id, title, isPublished: false });
const QUOTES = [quote(1, 'One'), quote(2, 'Two'), quote(3, 'Three')];

/** Sends as the console's api-client does: JSON in and out under /api. */
async function send(api: ReturnType<typeof fakeApi>, request: { method?: string; url: string; body?: unknown }) {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const response = await api.fetch(`/api${request.url}`, { method: request.method ?? 'GET', body });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('fakeApi', () => {
  it('should answer a page of the seeded rows under limit and skip, and count them all', async () => {
    const api = fakeApi({ data: { quote: QUOTES } });
    const page = await send(api, { url: `/quotes?${filter({ limit: 2, skip: 1, order: 'title ASC' })}` });
    expect(page.body.map((row: { title: string }) => row.title)).toEqual(['Two', 'Three']);
    // Dates go out as ISO text, as the server writes them.
    expect(page.body[0].created).toBe(QUOTES[1].created.toISOString());
    expect((await send(api, { url: '/quotes/count' })).body).toEqual({ count: 3 });
    expect(api.requests.map((r) => r.name)).toEqual(['calls.quote.list', 'calls.quote.count']);
    expect(JSON.parse(api.requests[0].query.filter)).toEqual({ limit: 2, skip: 1, order: 'title ASC' });
  });

  it('should answer an unknown id with the API’s 404 error shape', async () => {
    const api = fakeApi({ data: { quote: QUOTES } });
    const answer = await send(api, { url: '/quotes/9' });
    expect(answer.status).toBe(404);
    expect(ZErrorAnswer.parse(answer.body).error).toEqual({
      statusCode: 404,
      name: 'NotFoundError',
      message: 'Quote 9 was not found',
    });
    expect(api.problems).toEqual([]);
  });

  it('should apply writes to the store and answer the row', async () => {
    const api = fakeApi({ data: { quote: QUOTES } });
    const created = await send(api, { method: 'POST', url: '/quotes', body: { title: 'Four' } });
    expect(created.body).toMatchObject({ id: 4, title: 'Four' });
    const updated = QUOTES[0].updated.toISOString();
    const patched = await send(api, { method: 'PATCH', url: '/quotes/1', body: { title: 'Uno', updated } });
    expect(patched.body.title).toBe('Uno');
    expect(patched.body.updated).not.toBe(updated);
    expect((await send(api, { method: 'POST', url: '/quotes/2/publish?publish=true' })).body.isPublished).toBe(true);
    expect((await send(api, { method: 'DELETE', url: '/quotes/3' })).body).toEqual({ count: 1 });
    expect(api.rows('quote').map((row) => [row.id, row.title, row.isPublished])).toEqual([
      [1, 'Uno', false],
      [2, 'Two', true],
      [4, 'Four', undefined],
    ]);
    // The test's seed is the fake's copy, not changed by the writes.
    expect(QUOTES[0].title).toBe('One');
  });

  it('should refuse a body the call’s schema refuses, as the server does', async () => {
    const api = fakeApi({ data: { quote: QUOTES } });
    const refused = await send(api, { method: 'POST', url: '/quotes', body: { title: 'x', colour: 'red' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^body/);
    expect(api.rows('quote')).toHaveLength(3);
  });

  it('should match paths case-insensitively, a fixed segment before a parameter', async () => {
    const api = fakeApi();
    await send(api, { url: '/establishments/FILTER' });
    await send(api, { url: '/users/me' });
    await send(api, { url: '/users/12/userLists/count' });
    expect(api.requests.map((r) => r.name)).toEqual([
      'calls.place.filter',
      'calls.session.me',
      'calls.user.savedListCount',
    ]);
    expect(api.requests[2].params).toEqual({ id: '12' });
  });

  it('should answer the test’s own answer, checked against the call’s answer schema', async () => {
    const summary = { Destination: { total: 3, published: 2 } };
    const api = fakeApi({
      answers: [
        fakeAnswer(calls.app.summary, () => summary),
        fakeAnswer(calls.app.constants, () => new FakeError(404, 'Gone')),
        [calls.session.me, () => ({ id: 'not a number' })],
      ],
    });
    expect((await send(api, { url: '/appmodels/summary' })).body).toEqual(summary);
    expect((await send(api, { url: '/appmodels/constants' })).status).toBe(404);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(send(api, { url: '/users/me' })).rejects.toThrow('the answer to calls.session.me is off its schema');
    spy.mockRestore();
    expect(() => api.verify()).toThrow('calls.session.me');
  });

  it('should make a valid answer from the schema of any call the store and the test do not answer', () => {
    const unsampled = callsOf(calls).filter((call) => !call.answer.safeParse(sampleOf(call.answer)).success);
    expect(unsampled.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('should fail loudly on a request no declared call answers, naming it', async () => {
    const api = fakeApi();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await send(api, { method: 'PUT', url: '/quotes' })).status).toBe(404);
    spy.mockRestore();
    expect(() => api.verify()).toThrow('fake-api: no declared call answers PUT /api/quotes');
  });

  it('should refuse to guess a where it cannot read', async () => {
    const api = fakeApi({ data: { quote: QUOTES } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const where = encodeURIComponent(JSON.stringify({ title: { ilike: '%o%' } }));
    expect((await send(api, { url: `/quotes/count?where=${where}` })).status).toBe(501);
    spy.mockRestore();
    expect(api.problems).toEqual(['the fake reads no operator in where.title']);
  });
});
