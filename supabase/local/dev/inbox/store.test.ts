import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesSearch, renderBody } from './index.ts';
import { extractLinks, InboxStore } from './store.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function store() {
  const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
  dirs.push(dir);
  return { dir, store: new InboxStore(dir) };
}

/** A message as an SMTP client hands it over. */
const raw = (to: string, subject: string, text: string, extra = '') =>
  Buffer.from(
    `From: "Local Auth" <noreply@localhost>\r\nTo: ${to}\r\nSubject: ${subject}\r\n${extra}` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${text}\r\n`,
  );

describe('InboxStore', () => {
  it('keeps what arrived over SMTP, newest first, filtered by recipient case-insensitively, across instances', async () => {
    const { dir, store: inbox } = await store();
    await inbox.receive(raw('a@example.com', 'first', 'one'), { to: ['a@example.com'] });
    await inbox.receive(raw('b@example.com', 'other', 'two'), { to: ['b@example.com'] });
    await inbox.receive(
      raw('A@Example.com', 'second', 'see http://x.test/verify?token=3D1&type=3Drecovery.'),
      {
        to: ['A@Example.com'],
      },
    );

    const reopened = new InboxStore(dir);
    expect((await reopened.messages()).map((m) => m.Subject)).toEqual(['second', 'other', 'first']);
    const mine = await reopened.list({ to: 'a@example.com' });
    expect(mine.map((m) => m.subject)).toEqual(['second', 'first']);
    // Quoted-printable is decoded: the link is what the sender wrote.
    expect(mine[0]!.links).toEqual(['http://x.test/verify?token=1&type=recovery']);
    expect(mine[0]!.from).toBe('Local Auth <noreply@localhost>');
  });

  it('records envelope-only recipients as Bcc, keeps the raw message, and deletes by id or all', async () => {
    const { store: inbox } = await store();
    const m = await inbox.receive(raw('a@example.com', 'hello', 'body'), {
      from: 'noreply@localhost',
      to: ['a@example.com', 'hidden@example.com'],
    });
    expect(m.Bcc).toEqual([{ Name: '', Address: 'hidden@example.com' }]);
    expect(m.ReturnPath).toBe('noreply@localhost');
    expect((await inbox.raw(m.ID))!.toString()).toContain('Subject: hello');
    const other = await inbox.receive(raw('c@example.com', 'keep', 'x'));
    await inbox.delete([m.ID]);
    expect((await inbox.messages()).map((x) => x.ID)).toEqual([other.ID]);
    await inbox.delete();
    expect(await inbox.messages()).toEqual([]);
  });

  it('answers an empty list when nothing was ever sent', async () => {
    expect(await new InboxStore(path.join(tmpdir(), 'no-such-inbox-dir')).list()).toEqual([]);
  });
});

describe('search, as Mailpit reads it', () => {
  it('matches fields, plain words, quoted phrases and negations', async () => {
    const { store: inbox } = await store();
    const m = await inbox.receive(
      raw('Grower <grower@example.com>', 'Your weekly digest', 'Flower 1 ran humid'),
    );
    expect(matchesSearch(m, 'to:grower@example.com')).toBe(true);
    expect(matchesSearch(m, 'to:other@example.com')).toBe(false);
    expect(matchesSearch(m, 'subject:"weekly digest"')).toBe(true);
    expect(matchesSearch(m, 'from:noreply humid')).toBe(true);
    expect(matchesSearch(m, '"ran humid" -subject:digest')).toBe(false);
    expect(matchesSearch(m, '!to:nobody@example.com')).toBe(true);
  });
});

describe('links', () => {
  it('finds links without trailing punctuation and renders them clickable, escaped', () => {
    expect(extractLinks('Go to https://a.test/x?y=1, then (http://b.test).')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test',
    ]);
    expect(renderBody('<b> http://a.test/?a=1&b=2.')).toBe(
      '&#60;b&#62; <a href="http://a.test/?a=1&#38;b=2">http://a.test/?a=1&#38;b=2</a>.',
    );
  });
});
