// Lint rules, including the one-way import direction of DESIGN.md §3.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Forbids imports of the named top-level folders of src/. */
function layer(files, forbidden, extra = []) {
  // Relative imports that climb to a forbidden top-level folder of src/ (not packages like react-dom/server).
  const regex = `^(\\.\\./)+(${forbidden.join('|')})(/|$)`;
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex, message: `This layer may not import ${forbidden.join(', ')} (see DESIGN.md §3).` },
            { group: ['**/*.client', '**/*.client.*'], message: 'Browser code (*.client.*) is loaded by the island runtime, never imported.' },
            ...extra,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'dist/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  layer(['src/core/**'], ['themes', 'ui', 'components', 'render', 'editor', 'store', 'services', 'server', 'cli'], [
    { group: ['react', 'react-dom', 'react-dom/*'], message: 'core is plain TypeScript.' },
  ]),
  layer(['src/themes/**'], ['ui', 'components', 'render', 'editor', 'store', 'services', 'server', 'cli']),
  layer(['src/ui/**'], ['components', 'render', 'editor', 'store', 'services', 'server', 'cli']),
  layer(['src/components/**'], ['render', 'editor', 'store', 'services', 'server', 'cli']),
  layer(['src/render/**'], ['editor', 'store', 'services', 'server', 'cli']),
  layer(['src/store/**'], ['themes', 'ui', 'components', 'render', 'editor', 'services', 'server', 'cli']),
  layer(['src/services/**'], ['themes', 'ui', 'components', 'render', 'editor', 'server', 'cli']),
  layer(['src/server/**'], ['editor', 'cli']),
  // Tests (and the component test helper) may import anything.
  { files: ['**/*.test.ts', '**/*.test.tsx', 'src/components/test-render.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Island entries and the hydration runtime may import browser code.
  { files: ['**/*.client.ts', '**/*.client.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
