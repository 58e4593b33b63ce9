import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import mise from './eslint/import-boundaries.js';
import staffNames from './eslint/staff-names.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/test-results/**',
      'bench-data/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // `ignoreMiddleExtensions`: `city-list.test.ts`, `vite.config.ts`, `env.d.ts` are judged by `city-list`, `vite`, `env`.
    files: ['{apps,packages,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { mise },
    rules: {
      'mise/import-boundaries': [
        'error',
        {
          zones: [
            {
              from: '^apps/web/src/resources/([^/]+)/',
              forbid: '^apps/web/src/resources/([^/]+)/',
              sameGroup: true,
              message:
                'An area never imports another area: move what both use into the kit (apps/web/src/components/resource) or lib, or derive it from @mise/contracts.',
            },
            {
              from: '^apps/web/src/(resources|components|lib)/',
              forbid: '^apps/web/src/app/',
              message:
                'Layers go app → resources → kit (components) → lib: only the app shell and pages import from app/; move what an area or the kit needs into the kit or lib.',
            },
            {
              from: '^apps/web/src/lib/',
              forbid: '^apps/web/src/(components|resources)/',
              message: 'lib is the bottom layer: it imports no kit and no area.',
            },
            {
              from: '^apps/web/src/(components|lib)/',
              forbid: '^apps/web/src/resources/',
              message:
                "The kit, the media kit and lib never import an area: take what differs as a parameter or from the area's declaration, which the area passes in.",
            },
            {
              from: '^apps/server/src/resources/([^/]+)/model\\.ts$',
              forbid: '^apps/server/src/resources/([^/]+)/',
              sameGroup: true,
              message:
                "A model file never imports another area: name a relation's target by its model name (the registry resolves it), and import shared pieces from crud, lib or @mise/contracts.",
            },
            {
              from: '^apps/server/src/(crud|lib|media)/',
              forbid: '^apps/server/src/resources/',
              message:
                'The generic layer (crud, lib, media) never imports a content type: take the model declaration or the registry as an argument instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The project's own names use the staff's word for a content type; wire names stay data in the contracts.
    files: ['apps/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['apps/server/src/db/migrations/**'],
    plugins: { names: { rules: { 'staff-names': staffNames } } },
    // 'List' (an explore list's wire name) is also plain English: saved lists, picture lists.
    rules: { 'names/staff-names': ['error', { plainWords: ['List'] }] },
  },
  {
    // More than three arguments go in one object with named fields (or related ones are grouped).
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-params': ['error', 3] },
  },
  {
    // One write path (issue 32): a write opens its transaction through the service (crud/write-service.ts), a row's
    // version rises by the one rule (owner-version.ts), and the live-row rule is said in soft-delete.ts (and the partial
    // indexes that repeat it).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/seed/**',
      'apps/server/src/crud/write-service.ts',
      'apps/server/src/crud/soft-delete.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Write through the service: serviceOf(db, model).write({ actor, run }) or inWrite (crud/write-service.ts).',
        },
        {
          selector: 'TemplateElement[value.raw=/deleted\\s*=\\s*false/i]',
          message: 'Say the live-row rule through crud/soft-delete.ts (liveIn, liveAt, liveCondition, liveText).',
        },
        {
          selector: "CallExpression[callee.name='eq'][arguments.0.property.name='deleted'][arguments.1.value=false]",
          message: 'Say the live-row rule through crud/soft-delete.ts (liveIn, liveAt, liveCondition, liveText).',
        },
        {
          selector: "Property[key.name='updated'] > NewExpression[callee.name='Date']",
          message: "Raise a row's version with bumped(table) or nextVersion(column) (crud/owner-version.ts).",
        },
        {
          selector: "Property[key.name='updated'] > CallExpression[callee.name='stamp']",
          message: "Raise a row's version with bumped(table) or nextVersion(column) (crud/owner-version.ts).",
        },
      ],
    },
  },
);
