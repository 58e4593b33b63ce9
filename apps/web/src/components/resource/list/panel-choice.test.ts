import { describe, expect, it } from 'vitest';
import { appliedLabel, chipDraft, choiceDraft, citiesDraft } from './panel-choice';

const LISBOA = { id: 3, name: 'Lisboa' };
const GROUPS = [
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'WIP', label: 'WIP' },
      { value: 'complete', label: 'Complete' },
    ],
  },
  { key: 'rating', label: 'Rating', options: [{ value: '3', label: '3 ★' }] },
];
const CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
];

describe('one choice in the filter panel draft', () => {
  it('should clear the radio and the cities when a chip is picked, and other groups too', () => {
    const status = chipDraft(
      { value: 'published', picks: {}, cities: [LISBOA] },
      { key: 'status', option: 'WIP', defaultValue: 'all' },
    );
    expect(status).toEqual({ value: '', picks: { status: ['WIP'] }, cities: [] });
    const more = chipDraft(status, { key: 'status', option: 'complete', defaultValue: 'all' });
    expect(more.picks).toEqual({ status: ['WIP', 'complete'] });
    expect(chipDraft(more, { key: 'rating', option: '3', defaultValue: 'all' }).picks).toEqual({ rating: ['3'] });
  });

  it('should return to the default when the last chip or city is unpicked', () => {
    const status = chipDraft(choiceDraft('all'), { key: 'status', option: 'WIP', defaultValue: 'all' });
    expect(chipDraft(status, { key: 'status', option: 'WIP', defaultValue: 'all' })).toEqual(choiceDraft('all'));
    expect(citiesDraft([], 'all')).toEqual(choiceDraft('all'));
  });

  it('should clear chips and radio when cities are chosen, and chips and cities when a radio is', () => {
    const withChip = chipDraft(choiceDraft('all'), { key: 'status', option: 'WIP', defaultValue: 'all' });
    expect(citiesDraft([LISBOA], 'all')).toEqual({ value: '', picks: {}, cities: [LISBOA] });
    expect(choiceDraft('published')).toEqual({ value: 'published', picks: {}, cities: [] });
    expect(withChip.cities).toEqual([]);
  });
});

describe('the filter button names what is applied', () => {
  const base = { choices: CHOICES, defaultValue: 'all', groups: GROUPS, picks: {}, value: 'all' };
  it('should name the choice, or the group with its picked labels, or the cities', () => {
    expect(appliedLabel(base)).toBe('Filter');
    expect(appliedLabel({ ...base, value: 'published' })).toBe('Filter: Published');
    expect(appliedLabel({ ...base, picks: { status: ['WIP', 'complete'] } })).toBe('Filter: Status: WIP, Complete');
    expect(appliedLabel({ ...base, picks: { rating: ['3'] } })).toBe('Filter: Rating: 3 ★');
    expect(appliedLabel({ ...base, cities: { label: 'Cities', names: ['Lisboa', 'Porto'] } })).toBe(
      'Filter: Cities: Lisboa, Porto',
    );
  });
});
