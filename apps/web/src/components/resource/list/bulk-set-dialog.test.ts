import { describe, expect, it } from 'vitest';
import { fieldLabel } from './bulk-set-dialog';

describe('fieldLabel', () => {
  it('should name a field in words, and a reference by the type it points at', () => {
    expect(fieldLabel('newlyAdded')).toBe('Newly added');
    expect(fieldLabel('guideRating')).toBe('Guide rating');
    expect(fieldLabel('destinationId')).toBe('City');
    // Not a reference to a content type: in words.
    expect(fieldLabel('placeId')).toBe('Place id');
  });
});
