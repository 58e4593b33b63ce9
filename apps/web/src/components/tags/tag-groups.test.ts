import { describe, expect, it } from 'vitest';
import { grouped } from './tag-groups';

const vegan = { id: 1, name: 'Vegan' };
const halal = { id: 2, name: 'Halal' };
const rooftop = { id: 3, name: 'Rooftop' };
const misc = { id: 9, name: 'Misc' };
const CATEGORIES = [
  { id: 10, name: 'Diet', tags: [vegan, halal] },
  { id: 11, name: 'Setting', tags: [rooftop] },
];

describe('tags grouped by category', () => {
  it("should keep the categories' order with the owner's tags only, and drop empty categories", () => {
    expect(grouped(CATEGORIES, [halal])).toEqual([{ id: 10, name: 'Diet', tags: [halal] }]);
    expect(grouped(CATEGORIES, [rooftop, vegan])).toEqual([
      { id: 10, name: 'Diet', tags: [vegan] },
      { id: 11, name: 'Setting', tags: [rooftop] },
    ]);
  });

  it("should list a tag in no category under 'Other'", () => {
    expect(grouped(CATEGORIES, [misc, halal])).toEqual([
      { id: 10, name: 'Diet', tags: [halal] },
      { id: 0, name: 'Other', tags: [misc] },
    ]);
    expect(grouped(CATEGORIES, [])).toEqual([]);
  });
});
