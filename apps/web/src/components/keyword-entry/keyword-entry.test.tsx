import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeywordEntry } from './keyword-entry';

/** The field inside a form, as the console uses it; `onSubmit` tells whether Enter submitted the form. */
function Harness({ onSubmit, present = [] }: { onSubmit: () => void; present?: string[] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <KeywordEntry id="kw" label="Keywords" value={value} present={present} onChange={setValue} />
      <button type="submit">SAVE</button>
    </form>
  );
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Keywords' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const field = () => screen.getByRole('textbox', { name: 'Keywords' });
const enter = () => fireEvent.keyDown(field(), { key: 'Enter' });

describe('keyword entry', () => {
  afterEach(cleanup);

  it('should add nothing for a blank Enter and never submit the form', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(field(), { target: { value: '   ' } });
    // fireEvent answers false when the handler prevented the default (the browser's implicit form submission).
    expect(enter()).toBe(false);
    expect(chips()).toEqual([]);
    fireEvent.change(field(), { target: { value: 'Brunch' } });
    expect(enter()).toBe(false);
    expect(chips()).toEqual(['Brunch']);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field()).toHaveProperty('value', '');
  });

  it('should split on commas, keeping what follows the last one in the field', () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.change(field(), { target: { value: 'Vegan, Late night, Roof' } });
    expect(chips()).toEqual(['Vegan', 'Late night']);
    expect(field()).toHaveProperty('value', 'Roof');
  });

  it('should ignore keywords already entered or present, compared by derived value', () => {
    render(<Harness onSubmit={vi.fn()} present={['Patio']} />);
    fireEvent.change(field(), { target: { value: 'late night, PATIO, Late   Night,' } });
    expect(chips()).toEqual(['Patio', 'late night']);
  });
});
