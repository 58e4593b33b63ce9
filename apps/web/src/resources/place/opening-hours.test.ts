import { describe, expect, it } from 'vitest';
import {
  hoursChanges,
  isClock,
  joinClock,
  maskClock,
  splitClock,
  toClock,
  toHHmm,
  twelveHour,
  weekHours,
} from './opening-hours';

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
    expect(week.map((d) => d.day)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(week[0].hours).toEqual(['Closed']);
    expect(week[1].hours).toEqual(['9:00 AM – 2:00 PM', '6:00 PM – - - -']);
    expect(week[6].hours).toEqual(['- - -']);
  });

  it('stores a 12-hour time as HHmm, 12 AM as 0000 and 12 PM as 1200', () => {
    expect(toHHmm('12:00 AM')).toBe('0000');
    expect(toHHmm('12:30 am')).toBe('0030');
    expect(toHHmm('09:05 AM')).toBe('0905');
    expect(toHHmm('12:00 PM')).toBe('1200');
    expect(toHHmm('5:30 PM')).toBe('1730');
    expect(toHHmm('11:59 PM')).toBe('2359');
    expect(() => toHHmm('17:30 PM')).toThrow();
  });

  it('shows a stored HHmm on the mask, 0000 as 12 AM and 1200 as 12 PM, and back unchanged', () => {
    expect(toClock('0000')).toBe('12:00 AM');
    expect(toClock('1200')).toBe('12:00 PM');
    expect(toClock('1730')).toBe('05:30 PM');
    expect(toClock('2460')).toBe('');
    expect(toClock(undefined)).toBe('');
    for (const stored of ['0000', '0001', '0959', '1159', '1200', '1201', '1300', '2359'])
      expect(toHHmm(toClock(stored))).toBe(stored);
  });

  it('masks typed digits as hh:mm, padding an hour that starts with 2 to 9, and reads AM or PM typed with it', () => {
    expect(maskClock('9')).toEqual({ time: '09' });
    expect(maskClock('93')).toEqual({ time: '09:3' });
    expect(maskClock('930')).toEqual({ time: '09:30' });
    expect(maskClock('1230')).toEqual({ time: '12:30' });
    expect(maskClock('12305')).toEqual({ time: '12:30' });
    expect(maskClock('12:')).toEqual({ time: '12:' });
    expect(maskClock('1:05')).toEqual({ time: '01:05' });
    expect(maskClock('09:3x0')).toEqual({ time: '09:30' });
    expect(maskClock('5:30 pm')).toEqual({ time: '05:30', meridiem: 'PM' });
    expect(maskClock('7 a')).toEqual({ time: '07', meridiem: 'AM' });
  });

  it('splits a slot value into time and AM/PM and joins them back, keeping AM/PM chosen before a time', () => {
    expect(splitClock('05:30 PM', 'AM')).toEqual({ time: '05:30', meridiem: 'PM' });
    expect(splitClock('', 'PM')).toEqual({ time: '', meridiem: 'PM' });
    expect(splitClock('PM', 'AM')).toEqual({ time: '', meridiem: 'PM' });
    expect(joinClock('05:30', 'PM')).toBe('05:30 PM');
    expect(joinClock('', 'PM')).toBe('PM');
    expect(isClock(joinClock('12:00', 'AM'))).toBe(true);
    expect(isClock(joinClock('', 'AM'))).toBe(false);
    expect(isClock(joinClock('09:3', 'AM'))).toBe(false);
  });

  it('should read a change of the hours as the week before and after, the days that changed marked', () => {
    const monday = [{ periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1700' } }] }];
    const rows = hoursChanges(monday, [
      { periods: [{ open: { day: 1, time: '1000' }, close: { day: 1, time: '1700' } }] },
    ]);
    expect(rows[1]).toEqual({ day: 'Monday', before: '9:00 AM – 5:00 PM', after: '10:00 AM – 5:00 PM', changed: true });
    expect(rows[0]).toEqual({ day: 'Sunday', before: 'Closed', after: 'Closed', changed: false });
    expect(hoursChanges(null, monday)[1].changed).toBe(true);
  });
});
