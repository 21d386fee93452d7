// The stack's inbox as the Supabase CLI's Mailpit: it accepts SMTP (no TLS, any login), and its
// API (GET/DELETE /api/v1/messages, /api/v1/search, /api/v1/message/{ID|latest} with /raw and
// /headers) answers in Mailpit's shapes. The auth service's mails arrive by the same path (the
// auth tests read them through this API).
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { inbox, stack } from './helpers.ts';

const tag = `inbox-${Date.now().toString(36)}`;
const api = (p: string, init?: RequestInit) => fetch(`${stack.apiUrl}/inbox/api/v1${p}`, init);

async function send(mail: SendMailOptions) {
  // What a function written for a real provider does: log in, then send.
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: stack.smtpPort,
    secure: false,
    auth: { user: 'any', pass: 'thing' },
  });
  await transport.sendMail(mail);
  transport.close();
}

describe('the inbox (Mailpit)', () => {
  it('takes a message over SMTP and shows it through Mailpit’s API', async () => {
    const to = `${tag}-a@example.com`;
    await send({
      from: 'Canopy <alerts@canopy.test>',
      to: `Grower <${to}>`,
      cc: `${tag}-cc@example.com`,
      bcc: `${tag}-bcc@example.com`,
      subject: `${tag} Flower 1 is humid`,
      text: 'Humidity 78 % for 20 minutes. https://canopy.test/prometheus',
      html: '<p>Humidity <b>78 %</b></p>',
      headers: { 'List-Unsubscribe': '<https://canopy.test/unsubscribe?t=1>' },
    });

    const search = await api(`/search?query=${encodeURIComponent(`subject:"${tag} Flower"`)}`);
    const found = (await search.json()) as {
      messages_count: number;
      messages: Array<{ ID: string; Subject: string; To: unknown; Bcc: unknown; Snippet: string }>;
    };
    expect(found.messages_count).toBe(1);
    const [summary] = found.messages;
    expect(summary).toMatchObject({
      Subject: `${tag} Flower 1 is humid`,
      To: [{ Name: 'Grower', Address: to }],
      Bcc: [{ Name: '', Address: `${tag}-bcc@example.com` }],
      Snippet: 'Humidity 78 % for 20 minutes. https://canopy.test/prometheus',
    });

    const message = (await (await api(`/message/${summary!.ID}`)).json()) as Record<string, unknown>;
    expect(message).toMatchObject({
      From: { Name: 'Canopy', Address: 'alerts@canopy.test' },
      Cc: [{ Name: '', Address: `${tag}-cc@example.com` }],
      Text: 'Humidity 78 % for 20 minutes. https://canopy.test/prometheus',
      HTML: '<p>Humidity <b>78 %</b></p>',
      ListUnsubscribe: { Links: ['https://canopy.test/unsubscribe?t=1'] },
    });
    const latest = (await (await api(`/message/latest?query=${encodeURIComponent(`to:${to}`)}`)).json()) as {
      ID: string;
    };
    expect(latest.ID).toBe(summary!.ID);
    expect(await (await api(`/message/${summary!.ID}/raw`)).text()).toContain(
      `Subject: ${tag} Flower 1 is humid`,
    );
    const headers = (await (await api(`/message/${summary!.ID}/headers`)).json()) as Record<string, string[]>;
    expect(headers['List-Unsubscribe']).toEqual(['<https://canopy.test/unsubscribe?t=1>']);

    const listed = (await (await api('/messages?limit=500')).json()) as { messages: Array<{ ID: string }> };
    expect(listed.messages.map((m) => m.ID)).toContain(summary!.ID);
    expect((await inbox(to)).map((m) => m.links)).toEqual([['https://canopy.test/prometheus']]);

    expect(
      await (
        await api('/messages', { method: 'DELETE', body: JSON.stringify({ IDs: [summary!.ID] }) })
      ).text(),
    ).toBe('ok');
    expect((await api(`/message/${summary!.ID}`)).status).toBe(404);
    expect(await (await api('/search?query=')).text()).toBe('Error: no search query');
  });

  it('shows the mail on the /inbox page', async () => {
    const to = `${tag}-page@example.com`;
    await send({
      from: 'noreply@canopy.test',
      to,
      subject: `${tag} <page>`,
      text: 'Open https://canopy.test/x.',
    });
    const page = await (await fetch(`${stack.apiUrl}/inbox?to=${encodeURIComponent(to)}`)).text();
    expect(page).toContain(`${tag} &#60;page&#62;`);
    expect(page).toContain('<a href="https://canopy.test/x">https://canopy.test/x</a>.');
  });
});
