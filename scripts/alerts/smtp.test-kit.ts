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

/** Quoted-printable undone: soft line breaks joined, `=XX` escapes to their bytes, read as UTF-8. */
function unquote(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A message as its reader sees it: its headers unfolded with their encoded words (RFC 2047)
 * undone, its body's quoted-printable undone. A header's own `=` stays (`?token=71GV...`).
 */
export function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => unquote(word.replace(/_/g, ' ')));
  return `${headers}\n\n${unquote(body)}`;
}
