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

/**
 * The domain's bounded contexts (docs/architecture.md) and the arrows allowed between them. A
 * context is entered only through its index.ts; astronomy (sky) depends on nothing of the
 * product. The arrows form no cycle, so no context cycle can be written.
 */
export const DOMAIN_CONTEXTS = {
  kernel: [],
  sky: ['kernel'],
  places: ['kernel'],
  birth: ['kernel', 'sky'],
  reading: ['kernel', 'sky', 'birth'],
  reports: ['kernel', 'sky'],
  site: ['kernel', 'sky'],
  conversation: ['kernel', 'sky', 'places', 'birth', 'reading', 'reports', 'site'],
};

const pastIndex = (context) => ({
  group: [`**/${context}/*`, `**/${context}/**`],
  message: `Enter the ${context} context through its index (domain/${context}/index.ts), not past it.`,
});

/** From inside domain/<context>: the other contexts it may use, through their index only. */
const contextWalls = (context) =>
  Object.keys(DOMAIN_CONTEXTS)
    .filter((other) => other !== context)
    .map((other) =>
      context === null || DOMAIN_CONTEXTS[context].includes(other)
        ? pastIndex(other)
        : {
            group: [`**/${other}`, `**/${other}/**`],
            message: `The ${context} context may not use ${other} (allowed: ${DOMAIN_CONTEXTS[context].join(', ') || 'none'}; see eslint.config.js DOMAIN_CONTEXTS).`,
          },
    );

/** From a test inside the domain: another context's public names only (its own internals are what it tests). */
const pastIndexFromTest = (context) => ({
  group: [`../${context}/*`, `../${context}/**`, `../../${context}/*`, `../../${context}/**`, `../../../${context}/*`, `../../../${context}/**`],
  message: `A test reads another context through its index (domain/${context}), not past it.`,
});

/** From outside the domain: any context, through its index only. */
const domainThroughIndexes = {
  group: ['**/domain/*/*', '**/domain/*/**'],
  message: 'Enter a domain context through its index (domain/<context>), not past it.',
};

const domainImports = (context) => [
  'error',
  {
    paths: nodeModules.map((name) => ({
      name,
      message: 'domain/ is pure: no Node modules. Pass what you need in through a port.',
    })),
    patterns: [
      { group: ['node:*'], message: 'domain/ is pure: no Node modules. Pass what you need in through a port.' },
      ...outwardFrom('adapters', 'ui', 'server', 'contracts'),
      ...contextWalls(context),
    ],
  },
];

export const domainPurity = {
  'no-restricted-imports': domainImports(null),
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
  ...Object.keys(DOMAIN_CONTEXTS).map((context) => ({
    files: [`domain/${context}/**/*.ts`],
    ignores: ['domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': domainImports(context) },
  })),
  {
    // A context's tests may use the contexts it may, and read their public names only.
    files: ['domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: Object.keys(DOMAIN_CONTEXTS).map(pastIndexFromTest) }] },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...outwardFrom('adapters', 'ui', 'server'), domainThroughIndexes] }] },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.{ts,tsx}', 'fixtures/**/*.ts', '*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainThroughIndexes] }] },
  },
  {
    // The server serves the UI's build, never its source.
    files: ['server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...outwardFrom('ui'), domainThroughIndexes] }] },
  },
  {
    files: ['adapters/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...outwardFrom('ui', 'server'), domainThroughIndexes] }] },
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
            ...outwardFrom('server', 'adapters'),
            domainThroughIndexes,
          ],
        },
      ],
    },
  },
);
