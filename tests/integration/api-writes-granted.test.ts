// Every insert, update and upsert the app sends must be allowed by the column privileges of the
// role that sends it. The Clients Portal shipped a message and a note insert that sent author_id /
// created_by — columns the database fills from the session and that `authenticated` may not write —
// and every other test passed, because they wrote rows with their own payloads.
//
// The payloads are read from the app's own source with the TypeScript checker, not from a
// hand-kept list: for each `.insert(x)`, `.update(x)` and `.upsert(x)` on a PostgREST query builder
// in src/, the table comes from the builder's type (so `supabase.from(table)` with a variable still
// resolves) and the columns are the properties of x's type (spreads, helpers and conditional rows
// included; optional properties count, since the code may send them). The grants come from the
// database under test. All of the app's writes run as `authenticated` (anon writes nothing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, newUser } from './helpers.ts';

type Verb = 'insert' | 'update' | 'upsert';
interface Write {
  where: string;
  verb: Verb;
  table: string;
  columns: string[];
  /** upsert with ignoreDuplicates never updates. */
  insertOnly: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERBS = new Set<string>(['insert', 'update', 'upsert']);

function collectWrites(): Write[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.app.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.app.json could not be read');
  // Roots are the files that write (their imports come along); checking the whole app is slower.
  const files = config.fileNames.filter(
    (f) => !/\.test\.tsx?$/.test(f) && /\.(insert|update|upsert)\(/.test(readFileSync(f, 'utf8')),
  );
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const writes: Write[] = [];

  const literals = (type: ts.Type): string[] =>
    type.isUnion() ? type.types.flatMap(literals) : type.isStringLiteral() ? [type.value] : [];

  /** The relation name a PostgrestQueryBuilder was made for (its only string-literal type argument). */
  const tableOf = (receiver: ts.Expression): string[] | null => {
    const type = checker.getTypeAtLocation(receiver);
    const members = type.isUnion() ? type.types : [type];
    const names: string[] = [];
    for (const member of members) {
      if (member.getSymbol()?.getName() !== 'PostgrestQueryBuilder') return null;
      const args = checker.getTypeArguments(member as ts.TypeReference);
      names.push(...args.flatMap(literals));
    }
    return names.length ? [...new Set(names)] : null;
  };

  const columnsOf = (type: ts.Type): string[] => {
    if (type.isUnion()) return [...new Set(type.types.flatMap(columnsOf))];
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      return columnsOf(checker.getIndexTypeOfType(type, ts.IndexKind.Number)!);
    }
    return checker.getPropertiesOfType(type).map((p) => p.getName());
  };

  /**
   * What is really sent: type assertions are looked through, and so is a helper whose whole body
   * returns one of its parameters retyped (atlas's derivedInsert), since neither changes the value.
   */
  const payload = (expression: ts.Expression): ts.Expression => {
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression)
    )
      return payload(expression.expression);
    if (!ts.isCallExpression(expression)) return expression;
    const declaration = checker.getResolvedSignature(expression)?.getDeclaration();
    if (!declaration || !ts.isFunctionDeclaration(declaration) || !declaration.body) return expression;
    const [only] = declaration.body.statements;
    if (declaration.body.statements.length !== 1 || !only || !ts.isReturnStatement(only) || !only.expression)
      return expression;
    const returned = payload(only.expression);
    const index = declaration.parameters.findIndex(
      (p) => ts.isIdentifier(p.name) && ts.isIdentifier(returned) && p.name.text === returned.text,
    );
    const argument = expression.arguments[index];
    return index >= 0 && argument ? payload(argument) : expression;
  };

  const ignoresDuplicates = (options: ts.Expression | undefined) =>
    !!options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some(
      (p) =>
        ts.isPropertyAssignment(p) &&
        p.name.getText() === 'ignoreDuplicates' &&
        p.initializer.kind === ts.SyntaxKind.TrueKeyword,
    );

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !file.fileName.startsWith(path.join(ROOT, 'src'))) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        VERBS.has(node.expression.name.text) &&
        node.arguments[0]
      ) {
        const tables = tableOf(node.expression.expression);
        if (tables) {
          const verb = node.expression.name.text as Verb;
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          const columns = columnsOf(checker.getTypeAtLocation(payload(node.arguments[0])));
          for (const table of tables) {
            writes.push({
              where: `${path.relative(ROOT, file.fileName)}:${line + 1}`,
              verb,
              table,
              columns,
              insertOnly: verb === 'upsert' && ignoresDuplicates(node.arguments[1]),
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return writes;
}

describe("the app's writes and the column grants", () => {
  let writes: Write[];
  let granted: (table: string, column: string, privilege: 'INSERT' | 'UPDATE') => boolean | undefined;

  beforeAll(async () => {
    writes = collectWrites();
    const { rows } = await db().query<{
      table_name: string;
      column_name: string;
      can_insert: boolean;
      can_update: boolean;
    }>(
      `select c.table_name, c.column_name,
              has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'INSERT') as can_insert,
              has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'UPDATE') as can_update
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const map = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r]));
    granted = (table, column, privilege) => {
      const row = map.get(`${table}.${column}`);
      return row && (privilege === 'INSERT' ? row.can_insert : row.can_update);
    };
  }, 120_000);

  it('finds the writes of every module (the reader still understands the code)', () => {
    const tables = new Set(writes.map((w) => w.table));
    for (const table of [
      'organization_messages',
      'organization_notes',
      'notifications',
      'profiles',
      'selections',
    ]) {
      expect(tables, table).toContain(table);
    }
    expect(writes.length).toBeGreaterThan(80);
    expect(writes.every((w) => w.columns.length > 0)).toBe(true);
  });

  it('sends only columns that exist and that authenticated may write', () => {
    const refused: string[] = [];
    for (const w of writes) {
      const privileges: ('INSERT' | 'UPDATE')[] =
        w.verb === 'insert'
          ? ['INSERT']
          : w.verb === 'update'
            ? ['UPDATE']
            : w.insertOnly
              ? ['INSERT']
              : ['INSERT', 'UPDATE'];
      for (const column of w.columns) {
        for (const privilege of privileges) {
          const ok = granted(w.table, column, privilege);
          if (ok === undefined) refused.push(`${w.where} ${w.verb} ${w.table}.${column}: no such column`);
          else if (!ok) refused.push(`${w.where} ${w.verb} ${w.table}.${column}: no ${privilege} grant`);
        }
      }
    }
    expect([...new Set(refused)]).toEqual([]);
  });
});

describe('upserts whose conflict key the API role may name', () => {
  it('vote again through the upsert, but a vote cannot move to another tag', async () => {
    const voter = await newUser({ prefix: 'voter', tier: 'Advanced' });
    const { rows } = await db().query<{ id: string }>(
      `select t.id from public.animus_cultivar_tags t join public.animus_cultivars c on c.id = t.cultivar_id
        where c.shared order by t.id limit 2`,
    );
    const [tag, other] = rows.map((r) => r.id);
    const vote = (agree: boolean) =>
      voter.client.from('animus_tag_votes').upsert({ tag_id: tag!, agree }, { onConflict: 'tag_id,user_id' });
    expect((await vote(true)).error).toBeNull();
    expect((await vote(false)).error).toBeNull();
    const moved = await voter.client.from('animus_tag_votes').update({ tag_id: other! }).eq('tag_id', tag!);
    expect(moved.error?.code).toBe('42501');
    const { rows: votes } = await db().query(
      'select tag_id, agree from public.animus_tag_votes where user_id = $1',
      [voter.id],
    );
    expect(votes).toEqual([{ tag_id: tag, agree: false }]);
  });
});
