import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import mise from './import-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule reads paths relative to ESLint's working folder, which is the repository root under vitest as under `npx eslint .`.
const at = (path: string) => resolve(process.cwd(), path);
const zones = [
  {
    from: '^apps/web/src/resources/([^/]+)/',
    forbid: '^apps/web/src/resources/([^/]+)/',
    sameGroup: true,
    message: 'Use the kit.',
  },
  { from: '^apps/web/src/(components|lib)/', forbid: '^apps/web/src/resources/', message: 'Take it as a parameter.' },
];
const options = [{ zones }];
const AREA = 'apps/web/src/resources/quote/quote-list.tsx';
/** The error an area file gets for importing `target` from another area. */
const crossed = (target: string) => ({ messageId: 'crossed', data: { file: AREA, target, advice: 'Use the kit.' } });

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } }).run(
  'mise/import-boundaries',
  mise.rules['import-boundaries'],
  {
    valid: [
      // The same area, the kit, a package and a file beside the areas (not an area) are all fine.
      { filename: at(AREA), code: "import { a } from './quote-form';", options },
      { filename: at(AREA), code: "import { a } from '../../components/resource/use-resource-list';", options },
      { filename: at(AREA), code: "import { a } from '@mise/contracts/resources/quote';", options },
      { filename: at(AREA), code: "import { a } from '../areas';", options },
      // Files outside every zone are not checked.
      {
        filename: at('apps/web/src/app/routes.tsx'),
        code: "import { a } from '../resources/city/city-list';",
        options,
      },
    ],
    invalid: [
      {
        filename: at(AREA),
        code: "import { a } from '../city/city-list';",
        options,
        errors: [crossed('apps/web/src/resources/city/city-list')],
      },
      // A folder import (its index) and the other import forms.
      {
        filename: at(AREA),
        code: "export * from '../city';",
        options,
        errors: [crossed('apps/web/src/resources/city/')],
      },
      {
        filename: at(AREA),
        code: "export { a } from '../coupon/a'; const b = import('../coupon/b');",
        options,
        errors: [crossed('apps/web/src/resources/coupon/a'), crossed('apps/web/src/resources/coupon/b')],
      },
      {
        filename: at('apps/web/src/components/resource/resource-page.tsx'),
        code: "import type { T } from '../../resources/quote/quote-list';",
        options,
        errors: [
          {
            message:
              'apps/web/src/components/resource/resource-page.tsx imports apps/web/src/resources/quote/quote-list. Take it as a parameter.',
          },
        ],
      },
    ],
  },
);
