import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionKeys } from '../../../lib/idempotency-key';
import { kitProviders } from '../area/test-providers';
import { useStartExportJob } from './csv-export-job';

describe('one key per user action', () => {
  it('should give a repeat of a request its key, and a new key once the action was answered', () => {
    const keys = actionKeys();
    const first = keys.for('POST', 'exports', { modelName: 'Establishment' });
    expect(keys.for('POST', 'exports', { modelName: 'Establishment' })).toBe(first);
    expect(keys.for('POST', 'exports', { modelName: 'Dish' })).not.toBe(first);
    const again = keys.for('POST', 'exports', { modelName: 'Establishment' });
    keys.answered();
    expect(keys.for('POST', 'exports', { modelName: 'Establishment' })).not.toBe(again);
  });
});

describe('starting an export job', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should send a retry after a lost answer with the same key (one job), and a later start with a new one', async () => {
    const sent: string[] = [];
    let lose = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        // The first answer never arrives: the request may have started a job the console does not know of.
        if (lose) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ id: 7 }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const started: number[] = [];
    const { wrapper } = kitProviders();
    const { result } = renderHook(() => useStartExportJob({ rows: 12_000, onStarted: (job) => started.push(job.id) }), {
      wrapper,
    });
    const query = { modelName: 'Establishment', where: '{"isPublished":true}', order: 'name ASC' };
    act(() => result.current.mutate(query));
    await waitFor(() => expect(result.current.isError).toBe(true));
    lose = false;
    act(() => result.current.mutate(query));
    await waitFor(() => expect(started).toEqual([7]));
    act(() => result.current.mutate(query));
    await waitFor(() => expect(started).toEqual([7, 7]));
    expect(sent).toHaveLength(3);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
