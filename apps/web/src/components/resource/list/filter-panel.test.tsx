import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';
import { kitProviders } from '../area/test-providers';

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'recommender', label: 'Recommender' },
];
const CITY = {
  key: 'city',
  label: 'City',
  choices: [
    { value: 'all', label: 'All' },
    { value: 'trial', label: 'Trial' },
  ],
};

describe('filter panel with a further radio group', () => {
  it('should keep one choice per group and apply both together', () => {
    const onApply = vi.fn();
    render(
      <FilterPanel
        choices={TYPES}
        value="all"
        defaultValue="all"
        choicesLabel="Type"
        radioGroups={[{ ...CITY, value: 'all', defaultValue: 'all' }]}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const type = screen.getByRole('radiogroup', { name: 'Type' });
    const city = screen.getByRole('radiogroup', { name: 'City' });
    fireEvent.click(screen.getAllByRole('radio', { name: 'Recommender' })[0]!);
    fireEvent.click(city.querySelector('input[value="trial"]')!);
    expect(type.querySelector<HTMLInputElement>('input[value="recommender"]')!.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('recommender', {}, { city: 'trial' });
  });

  it('should name the applied group choice on the button and reset every group', () => {
    const onApply = vi.fn();
    render(
      <FilterPanel
        choices={TYPES}
        value="all"
        defaultValue="all"
        radioGroups={[{ ...CITY, value: 'trial', defaultValue: 'all' }]}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter, City: Trial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith('all', {}, { city: 'all' });
  });
});

const PLACE_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
];
const STATUS = {
  key: 'status',
  label: 'Status',
  options: [
    { value: 'WIP', label: 'WIP' },
    { value: 'complete', label: 'Complete' },
  ],
};
const RATING = { key: 'rating', label: 'Rating', options: [{ value: '3', label: '3 ★' }] };
const LISBOA = { id: 3, name: 'Lisboa' };

/** A places-like panel: a radio, two chip groups and the city chips, with what is applied. */
function renderPlaces(
  applied: { value?: string; picks?: Record<string, string[]>; cities?: { id: number; name: string }[] },
  onApply = vi.fn(),
) {
  const { wrapper } = kitProviders();
  render(
    <FilterPanel
      choices={PLACE_CHOICES}
      value={applied.value ?? 'all'}
      defaultValue="all"
      groups={[STATUS, RATING]}
      picks={applied.picks ?? {}}
      cityGroup={{ key: 'cities', label: 'Cities', cities: applied.cities ?? [] }}
      onApply={onApply}
    />,
    { wrapper },
  );
  return onApply;
}
const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('filter panel with one active choice', () => {
  it('should clear the radio when a chip is picked, and the chips when a radio is chosen', () => {
    const onApply = renderPlaces({ value: 'published' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter: Published' }));
    expect(radio('Published').checked).toBe(true);
    fireEvent.click(chip('Status', 'WIP'));
    expect(radio('Published').checked).toBe(false);
    expect(radio('All').checked).toBe(false);
    expect(chip('Status', 'WIP').getAttribute('aria-pressed')).toBe('true');
    // Another group takes the choice over.
    fireEvent.click(chip('Rating', '3 ★'));
    expect(chip('Status', 'WIP').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('all', { rating: ['3'] }, {});

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    fireEvent.click(radio('Published'));
    expect(chip('Rating', '3 ★').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('published', {}, {});
  });

  it('should name the applied chips on the button and open with them, no radio checked', () => {
    renderPlaces({ picks: { status: ['WIP', 'complete'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter: Status: WIP, Complete' }));
    expect(chip('Status', 'Complete').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('should hold the applied cities as chips and send their ids as the one choice; a chip clears them', () => {
    const onApply = renderPlaces({ cities: [LISBOA] });
    fireEvent.click(screen.getByRole('button', { name: 'Filter: Cities: Lisboa' }));
    expect(screen.getByRole('button', { name: 'Lisboa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('all', { cities: ['3'] }, {});

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    fireEvent.click(chip('Status', 'WIP'));
    expect(screen.queryByRole('button', { name: 'Lisboa' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('all', { status: ['WIP'] }, {});
  });

  it('should reset every choice at once', () => {
    const onApply = renderPlaces({ picks: { rating: ['3'] } });
    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenLastCalledWith('all', {}, {});
  });
});
