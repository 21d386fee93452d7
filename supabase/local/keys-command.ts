// `npm run keys`: the project's JWT signing keys, changed the way hosted's dashboard changes them
// (create a standby key, rotate, move, revoke, delete). It edits the stack's data folder; a running
// stack picks the change up within a second.
import { readFile } from 'node:fs/promises';
import {
  createKey,
  defaultKeyRecords,
  deleteKey,
  KEY_STATUSES,
  KeyStateError,
  moveKey,
  parseImportedKey,
  readKeyRecords,
  rotateKeys,
  signingKeysFile,
  writeKeyRecords,
  type KeyStatus,
  type SigningKeyRecord,
} from './signing-keys.ts';

export const KEYS_USAGE = `usage: npm run keys [-- <command>] [--data-dir <dir>]
  (none)                         list the keys: id, algorithm, status
  create [--algorithm ES256|RS256] [--import <file>]
                                 a new standby key (published, not signing yet); --import takes a
                                 private JWK, e.g. from \`supabase gen signing-key\`
  rotate                         the standby key signs from now on; the key in use becomes
                                 previously used (its tokens stay valid)
  revoke <id>                    a previously used key is trusted no more
  move <id> <status>             standby -> previously_used; previously_used -> standby | revoked;
                                 revoked -> standby ("legacy" names the legacy JWT secret)
  delete <id>                    destroys a revoked key`;

export function formatKeys(records: readonly SigningKeyRecord[]): string {
  const rows = [
    ['id', 'algorithm', 'status', 'updated'],
    ...records.map((r) => [r.id, r.algorithm, r.status, r.updated_at]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new KeyStateError(`--${name} needs a value.`);
  args.splice(i, 2);
  return value;
}

/** Runs one `keys` command against the folder's key file; returns what to print. */
export async function keysCommand(argv: string[], defaultDataDir: string): Promise<string> {
  const args = [...argv];
  const dataDir = option(args, 'data-dir') ?? defaultDataDir;
  const file = signingKeysFile(dataDir);
  // A project that never started has a new project's keys; the first change writes them down.
  const records = readKeyRecords(file) ?? defaultKeyRecords();
  const [command = 'list', ...rest] = args;
  let next: SigningKeyRecord[];
  switch (command) {
    case 'list':
      return formatKeys(records);
    case 'create': {
      const algorithm = option(rest, 'algorithm');
      const importFile = option(rest, 'import');
      if (algorithm !== undefined && algorithm !== 'ES256' && algorithm !== 'RS256') {
        throw new KeyStateError('--algorithm is ES256 (recommended) or RS256.');
      }
      const imported = importFile ? parseImportedKey(await readFile(importFile, 'utf8')) : undefined;
      next = await createKey(records, { algorithm, imported });
      break;
    }
    case 'rotate':
      next = rotateKeys(records);
      break;
    case 'revoke':
      next = moveKey(records, required(rest[0], 'the id of the key to revoke'), 'revoked');
      break;
    case 'move': {
      const status = required(rest[1], `the new status (${KEY_STATUSES.join(', ')})`) as KeyStatus;
      if (!KEY_STATUSES.includes(status)) throw new KeyStateError(`Unknown status ${status}.`);
      next = moveKey(records, required(rest[0], 'the id of the key to move'), status);
      break;
    }
    case 'delete':
      next = deleteKey(records, required(rest[0], 'the id of the key to delete'));
      break;
    default:
      throw new KeyStateError(KEYS_USAGE);
  }
  await writeKeyRecords(file, next);
  return formatKeys(next);
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new KeyStateError(`Name ${what}.`);
  return value;
}
