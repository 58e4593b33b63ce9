import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './staff-names.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = [{ plainWords: ['List'] }];
const wire = (id: string, staff: string, model: string) => ({ messageId: 'wireName', data: { id, staff, model } });

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } }).run(
  'mise/staff-names',
  rule,
  {
    valid: [
      { code: 'export async function cityRoutes() {}', options },
      // Registry names that contain a wire word are staff words.
      { code: 'export const destinationPackModel = 1; type TDestinationSubscriptionRow = {};', options },
      // Wire names stay usable as data, and as names of locals a wire body imposes.
      {
        code: "const path = 'destinations'; function f({ establishmentIds }: { establishmentIds: number[] }) {}",
        options,
      },
      { code: 'function f() { const establishments = 1; return establishments; }', options },
      // A plain-English wire word is not refused.
      { code: 'export const savedLists = [];', options },
    ],
    invalid: [
      {
        code: 'export async function destinationsRoutes() {}',
        options,
        errors: [wire('destinationsRoutes', 'city', 'Destination')],
      },
      { code: 'export const foodDrinks = 1;', options, errors: [wire('foodDrinks', 'dish', 'FoodDrink')] },
      { code: 'type TEstablishmentRow = {};', options, errors: [wire('TEstablishmentRow', 'place', 'Establishment')] },
      { code: 'class EateryCard {}', options, errors: [wire('EateryCard', 'eatinerary', 'Eateries')] },
    ],
  },
);
