import { describe, expect, it } from 'vitest';
import { dateToZonedWallTime, isoToNewYorkWallTime, newYorkWallTimeToIso, zonedWallTimeToDate } from './new-york-time';

describe('newYorkWallTimeToIso', () => {
  it('should read a January wall time as UTC−5', () => {
    expect(newYorkWallTimeToIso('2027-01-15T10:00')).toBe('2027-01-15T15:00:00.000Z');
  });

  it('should read a July wall time as UTC−4', () => {
    expect(newYorkWallTimeToIso('2027-07-15T10:00')).toBe('2027-07-15T14:00:00.000Z');
  });

  it('should keep seconds and cross midnight into the next UTC day', () => {
    expect(newYorkWallTimeToIso('2026-12-31T23:30:15')).toBe('2027-01-01T04:30:15.000Z');
  });

  it('should give the earlier instant for the hour that happens twice when clocks go back', () => {
    // 2026-11-01 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(newYorkWallTimeToIso('2026-11-01T01:30')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('should move a wall time in the spring gap forward by the gap', () => {
    // 2027-03-14 02:30 does not exist in New York; it is read as 03:30 EDT.
    expect(newYorkWallTimeToIso('2027-03-14T02:30')).toBe('2027-03-14T07:30:00.000Z');
    expect(isoToNewYorkWallTime('2027-03-14T07:30:00.000Z')).toBe('2027-03-14T03:30');
  });

  it('should answer null for values that are not a date and time', () => {
    for (const bad of [
      '',
      '2027-01-15',
      '2027-02-30T10:00',
      '2027-01-15T24:00',
      '2027-13-01T10:00',
      'tomorrow',
      '2027-01-15 10:00',
    ]) {
      expect(newYorkWallTimeToIso(bad), bad).toBeNull();
    }
  });
});

describe('isoToNewYorkWallTime', () => {
  it('should show an instant as the New York wall time of a datetime-local input', () => {
    expect(isoToNewYorkWallTime('2027-01-15T15:00:00.000Z')).toBe('2027-01-15T10:00');
    expect(isoToNewYorkWallTime(new Date('2027-07-15T14:00:00.000Z'))).toBe('2027-07-15T10:00');
    expect(isoToNewYorkWallTime('2027-01-01T04:59:00.000Z')).toBe('2026-12-31T23:59');
  });

  it('should show midnight as 00, not 24', () => {
    expect(isoToNewYorkWallTime('2027-01-15T05:00:00.000Z')).toBe('2027-01-15T00:00');
  });

  it('should answer an empty string for a missing or invalid value', () => {
    expect(isoToNewYorkWallTime(null)).toBe('');
    expect(isoToNewYorkWallTime(undefined)).toBe('');
    expect(isoToNewYorkWallTime('not a date')).toBe('');
  });

  it('should give back the wall time of every other hour of a year unchanged after a round trip', () => {
    let changed = 0;
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 2 * 3_600_000) {
      const wall = isoToNewYorkWallTime(t);
      const iso = newYorkWallTimeToIso(wall);
      expect(iso, wall).not.toBeNull();
      if (isoToNewYorkWallTime(iso) !== wall) changed += 1;
    }
    expect(changed).toBe(0);
  });
});

describe('zonedWallTimeToDate / dateToZonedWallTime', () => {
  it('should work for other zones too', () => {
    expect(zonedWallTimeToDate('2027-01-15T10:00', 'Asia/Tokyo')?.toISOString()).toBe('2027-01-15T01:00:00.000Z');
    expect(dateToZonedWallTime('2027-01-15T01:00:00.000Z', 'Asia/Tokyo')).toBe('2027-01-15T10:00');
    expect(zonedWallTimeToDate('2027-01-15T10:00', 'UTC')?.toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});
