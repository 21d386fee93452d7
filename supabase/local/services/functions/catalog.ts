// Which functions exist and how each is configured, as the Supabase CLI decides it: a function is a
// folder `<functions dir>/<slug>/` with an `index.ts` (or the `entrypoint` its `[functions.<slug>]`
// section in config.toml names); `verify_jwt` defaults to true; `enabled = false` hides it. Slugs
// start with a letter, so `_shared/` is never a function.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

export const SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;

export interface FunctionSpec {
  name: string;
  /** Absolute path of the module Deno loads. */
  entrypoint: string;
  verifyJwt: boolean;
  /** `--import-map` (config.toml's `import_map`, or the function's own import_map.json). */
  importMap?: string;
  /** `--config` (the function's own deno.json / deno.jsonc, which may carry an import map). */
  denoConfig?: string;
}

interface SectionConfig {
  enabled?: boolean;
  verify_jwt?: boolean;
  import_map?: string;
  entrypoint?: string;
}

/** The `[functions.*]` sections of a config.toml; paths in them are relative to its folder. */
export function readFunctionsConfig(file: string): Record<string, SectionConfig> {
  if (!existsSync(file)) return {};
  const toml = parse(readFileSync(file, 'utf8')) as { functions?: Record<string, SectionConfig> };
  return toml.functions ?? {};
}

export class FunctionCatalog {
  private sections: Record<string, SectionConfig> = {};

  constructor(
    /** The folder whose sub-folders are functions (supabase/functions). */
    readonly dir: string,
    /** config.toml with the `[functions.<slug>]` sections. */
    readonly configFile: string,
  ) {
    this.sections = readFunctionsConfig(configFile);
  }

  /**
   * Reads config.toml again (it changed). A file that does not parse (saved halfway through an
   * edit) leaves the settings as they were; the error is returned for the log.
   */
  reload(): string | null {
    try {
      this.sections = readFunctionsConfig(this.configFile);
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  find(name: string): FunctionSpec | null {
    if (!SLUG.test(name)) return null;
    const section = this.sections[name] ?? {};
    if (section.enabled === false) return null;
    const base = path.dirname(this.configFile);
    const folder = path.join(this.dir, name);
    const entrypoint = section.entrypoint
      ? path.resolve(base, section.entrypoint)
      : path.join(folder, 'index.ts');
    if (!existsSync(entrypoint)) return null;
    const spec: FunctionSpec = { name, entrypoint, verifyJwt: section.verify_jwt !== false };
    if (section.import_map) {
      spec.importMap = path.resolve(base, section.import_map);
    } else {
      const own = ['deno.json', 'deno.jsonc'].map((f) => path.join(folder, f)).find((f) => existsSync(f));
      if (own) spec.denoConfig = own;
      else if (existsSync(path.join(folder, 'import_map.json')))
        spec.importMap = path.join(folder, 'import_map.json');
    }
    return spec;
  }

  /** Every function the folder (and config.toml) holds, by name. */
  list(): FunctionSpec[] {
    let names: string[] = [];
    try {
      names = readdirSync(this.dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() || e.isSymbolicLink())
        .map((e) => e.name);
    } catch {
      // no functions folder yet
    }
    const all = new Set([...names, ...Object.keys(this.sections)]);
    return [...all]
      .sort()
      .map((n) => this.find(n))
      .filter((s): s is FunctionSpec => s !== null);
  }
}
