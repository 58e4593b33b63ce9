import { describe, expect, it } from 'vitest';
import { POSITION_GAP, positionBetween, spacedPosition } from './positions';

describe('spaced positions', () => {
  it('should take the middle of a gap, one gap before the first and after the last', () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(1024, 1026)).toBe(1025);
    expect(positionBetween(undefined, 1024)).toBe(0);
    expect(positionBetween(3072, undefined)).toBe(3072 + POSITION_GAP);
    expect(positionBetween(undefined, undefined)).toBe(POSITION_GAP);
    expect(spacedPosition(0)).toBe(POSITION_GAP);
  });

  it('should find no position where none is free: no integer between, a neighbour without one, the int range', () => {
    expect(positionBetween(7, 8)).toBeUndefined();
    expect(positionBetween(8, 8)).toBeUndefined();
    expect(positionBetween(null, 8)).toBeUndefined();
    expect(positionBetween(8, null)).toBeUndefined();
    expect(positionBetween(2_147_483_000, undefined)).toBeUndefined();
    expect(positionBetween(undefined, -2_147_483_000)).toBeUndefined();
  });
});
