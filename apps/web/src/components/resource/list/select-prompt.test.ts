import { describe, expect, it } from 'vitest';
import { selectPrompt } from './select-prompt';

describe('select prompt', () => {
  it("should say 'a user', not 'an user', and keep 'an' for the areas whose name starts with a vowel sound", () => {
    expect(selectPrompt('user')).toBe('Select a user from the list.');
    expect(selectPrompt('eatinerary')).toBe('Select an eatinerary from the list.');
    expect(selectPrompt('explore list')).toBe('Select an explore list from the list.');
    expect(selectPrompt('destination pack')).toBe('Select a destination pack from the list.');
    expect(selectPrompt('umbrella')).toBe('Select an umbrella from the list.');
  });
});
