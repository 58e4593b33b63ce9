import { describe, expect, it } from 'vitest';
import { twelveHour, weekHours } from './opening-hours';

describe('opening hours', () => {
  it('reads HHmm on the 12-hour clock, midnight and noon as 12', () => {
    expect(twelveHour('0000')).toBe('12:00 AM');
    expect(twelveHour('0905')).toBe('9:05 AM');
    expect(twelveHour('1200')).toBe('12:00 PM');
    expect(twelveHour('2359')).toBe('11:59 PM');
  });

  it("shows '- - -' for a missing or malformed time", () => {
    expect(twelveHour(undefined)).toBe('- - -');
    expect(twelveHour('2460')).toBe('- - -');
  });

  it("lists Sunday to Saturday, 'Closed' without periods, split hours in order", () => {
    const week = weekHours([
      { periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1400' } }] },
      { periods: [{ open: { day: 1, time: '1800' }, close: { day: 1 } }] },
      { periods: [{ open: { day: 6 } }] },
    ]);
    expect(week.map((d) => d.day)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(week[0].hours).toEqual(['Closed']);
    expect(week[1].hours).toEqual(['9:00 AM – 2:00 PM', '6:00 PM – - - -']);
    expect(week[6].hours).toEqual(['- - -']);
  });
});
