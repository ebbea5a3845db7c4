import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Rooms and the one way their imports run (see ../shared/design.md): gas -> ledger -> engine; local -> gas.
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'child_process',
  'http',
  'vm',
  'node:*',
  'worker_threads',
  'crypto',
];
const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'build/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: restrict(
      ['**/ledger/**', '**/gas/**', '**/local/**', ...nodeBuiltins],
      'src/engine is pure rules: no ledger, Apps Script or Node imports.',
    ),
  },
  {
    files: ['src/ledger/**/*.ts'],
    rules: restrict(['**/gas/**', '**/local/**', ...nodeBuiltins], 'src/ledger may import only src/engine.'),
  },
  {
    files: ['src/gas/**/*.ts'],
    rules: restrict(
      ['**/local/**', ...nodeBuiltins],
      'src/gas is bundled for Apps Script: no Node or local imports.',
    ),
  },
  {
    files: ['sidebar/**/*.ts'],
    rules: restrict(
      ['**/engine/**', '**/ledger/**', '**/local/**', ...nodeBuiltins],
      'The sidebar talks to the server only through google.script.run (src/gas/sidebar-api.ts types).',
    ),
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
