import { describe, expect, it } from 'vitest';
import { knowsAboutEntry, knowsAboutLabel, knowsAboutYears, showsFrom, showsTo } from './knows-about';

describe('knows-about', () => {
  it('should offer the years from 2000 to this year, newest first', () => {
    const years = knowsAboutYears(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(27);
  });

  it('should show From unless the user frequently visits, and To only for past residents', () => {
    expect([
      showsFrom('currentResident'),
      showsFrom('pastResident'),
      showsFrom('frequentlyVisits'),
      showsFrom(''),
    ]).toEqual([true, true, false, false]);
    expect([showsTo('currentResident'), showsTo('pastResident'), showsTo('frequentlyVisits')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('should label each way of knowing a city', () => {
    expect(knowsAboutLabel({ destinationId: 1, how: 'currentResident', startDate: '2012-01-01' })).toBe(
      'Local since 2012',
    );
    expect(
      knowsAboutLabel({ destinationId: 1, how: 'pastResident', startDate: '2004-01-01', endDate: '2010-01-01' }),
    ).toBe('Local for 2004 - 2010');
    expect(knowsAboutLabel({ destinationId: 1, how: 'frequentlyVisits', startDate: '2004-01-01' })).toBe(
      'Frequent Visits',
    );
  });

  it('should store only the years the chosen way shows', () => {
    expect(knowsAboutEntry({ destinationId: 3, how: 'frequentlyVisits', from: 2005, to: 2007 })).toEqual({
      destinationId: 3,
      how: 'frequentlyVisits',
      startDate: null,
      endDate: null,
    });
    expect(knowsAboutEntry({ destinationId: 3, how: 'currentResident', from: 2005, to: 2007 })).toEqual({
      destinationId: 3,
      how: 'currentResident',
      startDate: '2005-01-01',
      endDate: null,
    });
    expect(knowsAboutEntry({ destinationId: 3, how: 'pastResident', from: 2005, to: '' })).toEqual({
      destinationId: 3,
      how: 'pastResident',
      startDate: '2005-01-01',
      endDate: null,
    });
  });
});
