import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

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
    render(<FilterPanel choices={TYPES} value="all" defaultValue="all" radioGroups={[{ ...CITY, value: 'trial', defaultValue: 'all' }]} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter, City: Trial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith('all', {}, { city: 'all' });
  });
});
