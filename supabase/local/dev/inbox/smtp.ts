// The inbox's SMTP port, as the Supabase CLI's Mailpit offers one: plain SMTP on 127.0.0.1, no
// STARTTLS, any credentials accepted (a mail function written for a real provider's login works
// unchanged), every message stored as it arrived.
import { SMTPServer } from 'smtp-server';
import { portInUse } from '../../startup.ts';
import type { InboxStore } from './store.ts';

/** The most one message may carry, as a provider would refuse a larger one. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface SmtpInbox {
  port: number;
  close(): Promise<void>;
}

export function startSmtpInbox(opts: { port: number; store: InboxStore }): Promise<SmtpInbox> {
  const server = new SMTPServer({
    banner: 'Canopy local inbox',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        opts.store.receive(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? portInUse(opts.port, 'the mail inbox (SMTP)') : err),
    );
    server.listen(opts.port, '127.0.0.1', () => {
      server.removeAllListeners('error');
      server.on('error', () => undefined);
      resolve({ port: opts.port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
