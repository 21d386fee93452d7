// Flat config. Type-aware rules are off on purpose: `npm run lint` stays fast over the whole repo.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = fileURLToPath(new URL('./src', import.meta.url));

// app → modules → shared, and no module reaching into another (CONVENTIONS.md). Zones for
// modules are generated, so a new folder under src/modules is covered without editing this file.
const modules = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const dependencyZones = [
  {
    target: ['./src/components', './src/lib', './src/hooks', './src/types'],
    from: ['./src/modules', './src/app'],
    message: 'Shared code (components, lib, hooks, types) must not depend on modules or the app.',
  },
  {
    target: './src/modules',
    from: './src/app',
    message:
      'Modules must not depend on src/app; move what they share to src/components, src/lib or src/hooks.',
  },
  ...modules.map((name) => ({
    target: `./src/modules/${name}`,
    from: './src/modules',
    except: [`./${name}`],
    message: 'A module must not import another module; move what both need to shared code.',
  })),
];

export default defineConfig([
  globalIgnores([
    '**/dist*/',
    '**/node_modules/',
    'src/types/database.ts',
    'supabase/.data*/',
    'supabase/.temp/',
    'playwright-report/',
    'blob-report/',
    'test-results/',
    'coverage/',
    'bench/.out/',
    'tests/e2e/.auth/',
  ]),

  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      'no-console': 'off',
    },
  },

  // The service worker runs in its own global scope; the build fills in the asset list.
  {
    files: ['src/app/offline/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, __CANOPY_SW_ASSETS__: 'readonly' } },
  },

  // The SPA.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, pluginQuery.configs['flat/recommended']],
    plugins: { 'import-x': importX },
    languageOptions: { globals: globals.browser },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
          alias: { '@': [src] },
        }),
      ],
    },
    rules: {
      'no-console': 'error',
      'import-x/no-restricted-paths': ['error', { zones: dependencyZones }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message:
                "Use toast from '@/lib/toast': sonner loads on first use, keeping it out of the entry.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [reactRefresh.configs.vite],
  },

  // Playwright specs run in Node but hand callbacks to the page.
  {
    files: ['tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
