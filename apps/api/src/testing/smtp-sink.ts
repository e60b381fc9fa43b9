/** A real SMTP server (`smtp-server`) on a free loopback port that keeps what it receives (mail tests). */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  /** Raw header lines by lower-case name. */
  headers: Map<string, string>;
}

/** An SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpSink(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            text: mail.text ?? '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            headers: new Map(mail.headerLines.map((header) => [header.key, header.line])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
