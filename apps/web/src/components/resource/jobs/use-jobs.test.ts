import { describe, expect, it } from 'vitest';
import { type TJobAnswer, jobOutcome, undoable } from './use-jobs';

const job = (over: Partial<TJobAnswer>): TJobAnswer =>
  ({
    id: 1,
    kind: 'schedule',
    title: 'Publish place "Tasca", as scheduled',
    state: 'done',
    total: 1,
    done: 1,
    changed: 1,
    refused: 0,
    cancelRequested: false,
    errors: [],
    failure: null,
    result: null,
    undone: null,
    ...over,
  }) as TJobAnswer;

describe('jobOutcome', () => {
  it('should say a job was undone, and offer no second Undo', () => {
    const undone = job({ undone: '2026-11-28T10:00:00.000Z' });
    expect(jobOutcome(undone)).toBe('Done: 1 changed · Undone');
    expect(undoable(undone)).toBe(false);
    expect(undoable(job({}))).toBe(true);
  });

  it('should say how late a schedule ran when no server was up at its time, and nothing when it ran on time', () => {
    expect(jobOutcome(job({ result: { lateSeconds: null } }))).toBe('Done: 1 changed');
    expect(jobOutcome(job({ result: { lateSeconds: 61 } }))).toBe('Done: 1 changed (ran 1 minute late)');
    expect(jobOutcome(job({ result: { lateSeconds: 3 * 3600 } }))).toBe('Done: 1 changed (ran 3 hours late)');
    expect(
      jobOutcome(job({ state: 'failed', failure: 'Establishment 4 was not found', result: { lateSeconds: 600 } })),
    ).toBe('Failed: Establishment 4 was not found (ran 10 minutes late)');
  });
});
