// Flat config. Type-aware rules are off on purpose: `npm run lint` stays fast over the whole repo.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
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

// A module's paths.ts (its routes, tools and tiers: data only) is its public surface: links from
// other modules, the shell and shared code read it. Everything else in a module stays inside it.
const publicPaths = `${src}/modules/*/paths.ts`;

const dependencyZones = [
  {
    target: ['./src/components', './src/lib', './src/hooks', './src/types', './src/test'],
    from: [`${src}/modules/**`],
    except: [publicPaths],
    message: 'Shared code (components, lib, hooks, types) must not depend on modules (their paths.ts aside).',
  },
  {
    target: ['./src/components', './src/lib', './src/hooks', './src/types', './src/test', './src/modules'],
    from: './src/app',
    message:
      'Shared code and modules must not depend on src/app; move what they share to src/components, src/lib or src/hooks.',
  },
  ...modules.map((name) => ({
    target: `./src/modules/${name}`,
    from: [`${src}/modules/**`],
    except: [`${src}/modules/${name}/**`, publicPaths],
    message:
      'A module must not import another module (other than its paths.ts); move what both need to shared code.',
  })),
  {
    target: publicPaths,
    from: [`${src}/**`],
    except: [`${src}/lib/{paths,tiers}.ts`],
    message: 'A paths.ts holds data only: it may import src/lib/paths.ts and src/lib/tiers.ts, nothing else.',
  },
];

export default defineConfig([
  globalIgnores([
    '**/dist*/',
    '**/node_modules/',
    'src/types/database.ts',
    'supabase/.data*/',
    // Deno's cache of the npm packages Edge Functions import (supabase/local/services/functions/deno.ts).
    'supabase/.deno/',
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
      // A cycle makes load order decide what a module sees (undefined at import time) and defeats
      // lazy chunks; none exists, keep it so.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    extends: [reactRefresh.configs.vite, jsxA11y.configs.recommended],
    rules: {
      // Labels here wrap their text in a span or two, and a <button role="switch"> is labelable.
      'jsx-a11y-x/label-has-associated-control': ['error', { depth: 3, controlComponents: ['button'] }],
    },
  },

  // Playwright specs run in Node but hand callbacks to the page.
  {
    files: ['tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
