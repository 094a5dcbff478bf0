import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on this machine for the alerts tests: what the service sends arrives here as
 * a mailbox would get it. `mails` fills as messages come; `url` is what nodemailer connects to.
 */
export async function startMailbox(): Promise<{ url: string; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A message as its reader sees it: encoded words of headers (RFC 2047) and quoted-printable undone, headers unfolded. */
export function readable(raw: string): string {
  const text = raw
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => word.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r\n[ \t]+/g, ' ');
  return Buffer.from(text, 'latin1').toString('utf8');
}
