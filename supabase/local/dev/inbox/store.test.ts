import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBody } from './index.ts';
import { extractLinks, InboxStore } from './store.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('InboxStore', () => {
  it('lists mails newest first, filtered by recipient case-insensitively, across instances', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-'));
    dirs.push(dir);
    const store = new InboxStore(dir);
    await store.send({ to: 'a@example.com', subject: 'first', text: 'one' });
    await store.send({ to: 'b@example.com', subject: 'other', text: 'two' });
    await store.send({
      to: 'a@example.com',
      subject: 'second',
      text: 'see http://x.test/verify?token=1&type=recovery.',
    });

    const reopened = new InboxStore(dir);
    expect((await reopened.list()).map((m) => m.subject)).toEqual(['second', 'other', 'first']);
    const mine = await reopened.list({ to: 'A@Example.com' });
    expect(mine.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(mine[0]!.links).toEqual(['http://x.test/verify?token=1&type=recovery']);
  });

  it('answers an empty list when nothing was ever sent', async () => {
    expect(await new InboxStore(path.join(tmpdir(), 'no-such-inbox-dir')).list()).toEqual([]);
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
