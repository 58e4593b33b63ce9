import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './use-server-field-errors';

const answer = (status: number, details: unknown) =>
  new ApiError(status, 'refused', { error: { statusCode: status, message: 'refused', details } });

describe('serverFieldErrors', () => {
  it('should name the top-level fields a 4xx answer points at', () => {
    expect(serverFieldErrors(answer(409, [{ path: '/placeId', message: 'This place is already in Mise' }]))).toEqual([
      { field: 'placeId', message: 'This place is already in Mise' },
    ]);
  });

  it('should leave out nested paths, 5xx answers, answers without details and other errors', () => {
    expect(serverFieldErrors(answer(400, [{ path: '/_sections/0/name', message: 'x' }]))).toEqual([]);
    expect(serverFieldErrors(answer(503, [{ path: '/name', message: 'x' }]))).toEqual([]);
    expect(serverFieldErrors(answer(400, undefined))).toEqual([]);
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });
});
