// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

/**
 * The layering rule (docs/decisions/001-layering.md): domain/ is pure. It imports nothing
 * from adapters/, ui/ or server/, no Node module, and never touches the clock, randomness,
 * the network or the browser directly; a Clock and an id/random source are passed in.
 */
const nodeModules = builtinModules.flatMap((name) => [name, `${name}/*`]);

const outwardFrom = (...layers) =>
  layers.map((layer) => ({
    group: [`**/${layer}`, `**/${layer}/**`, `${layer}/**`],
    message: `This layer may not import ${layer}/ (see docs/decisions/001-layering.md).`,
  }));

export const domainPurity = {
  'no-restricted-imports': [
    'error',
    {
      paths: nodeModules.map((name) => ({
        name,
        message: 'domain/ is pure: no Node modules. Pass what you need in through a port.',
      })),
      patterns: [
        { group: ['node:*'], message: 'domain/ is pure: no Node modules. Pass what you need in through a port.' },
        ...outwardFrom('adapters', 'ui', 'server'),
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...['fetch', 'crypto', 'performance', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'process', 'setTimeout', 'setInterval', 'XMLHttpRequest', 'WebSocket'].map(
      (name) => ({ name, message: `domain/ is pure: ${name} is an effect; take it through a port.` }),
    ),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'domain/ never reads the clock: take a Clock.' },
    { object: 'Math', property: 'random', message: 'domain/ never draws randomness: take a RandomSource.' },
    { object: 'globalThis', message: 'domain/ is pure: no globals.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
      message: 'domain/ never reads the clock: new Date() needs an argument; take a Clock.',
    },
    {
      selector: 'CallExpression[callee.name="Date"]',
      message: 'domain/ never reads the clock: Date() returns now; take a Clock.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', '.dist-*/', '.data/', 'test-results/', 'playwright-report/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: domainPurity,
  },
  {
    files: ['adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: outwardFrom('ui', 'server') }] },
  },
  // A promise nobody awaits loses its rejection (an unhandled rejection stops the server) and its
  // order (a response sent before the write it reports): on the server side every promise is
  // awaited, or marked `void` with a comment on where its errors go (ADR 030). These rules read
  // types, from the project tsconfig.json through TypeScript's project service.
  {
    files: ['server/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser's own adapter (storage) is the one adapter the UI composes itself.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outwardFrom('server'),
            {
              group: ['**/adapters/**', '!**/adapters/browser-storage', '!**/adapters/browser-storage/**'],
              message: 'The UI reaches the server over HTTP; only adapters/browser-storage is composed in the browser.',
            },
          ],
        },
      ],
    },
  },
);
