import { cuisineResource } from '@mise/contracts/resources/cuisine';
import { userResource } from '@mise/contracts/resources/user';
import { describe, expect, it } from 'vitest';
import { pickerFields, pickerItemOf, pickerSecondary } from './candidate-source';

describe('a picker of a type', () => {
  it("should ask for the name, the published flag where the type has one, and the registry's secondary field", () => {
    expect(pickerFields(cuisineResource)).toEqual({ id: true, name: true, isPublished: true });
    expect(pickerFields(userResource)).toEqual({ id: true, name: true, email: true });
  });

  it('should show a user’s e-mail under the name, and nothing under another type’s', () => {
    expect(pickerSecondary(userResource)).toBe('email');
    expect(pickerItemOf({ id: 4, name: 'Ana', email: 'ana@example.com' }, 'email')).toEqual({
      id: 4,
      name: 'Ana',
      secondary: 'ana@example.com',
    });
    expect(pickerItemOf({ id: 2, name: null, isPublished: false }, pickerSecondary(cuisineResource))).toEqual({
      id: 2,
      name: '',
      isPublished: false,
    });
  });
});
