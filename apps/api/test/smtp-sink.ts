import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  /** Decoded, byte for byte as sent (UTF-8). */
  content: string;
}

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
}

/** Decodes =?UTF-8?B?…?= and =?UTF-8?Q?…?= words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** The text/plain part of a raw message, decoded. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head = '', ...bodyLines] = part.split(/\r?\n\r?\n/);
  const body = bodyLines.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The attachments of a raw message: its parts sent as attachments, decoded. */
function attachmentsOf(raw: string): ReceivedAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  if (boundaries.length === 0) return [];
  const escaped = boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = raw.split(new RegExp(`\\r?\\n--(?:${escaped.join('|')})(?:--)?[ \\t]*(?=\\r?\\n|$)`));
  return parts.flatMap((part) => {
    const [rawHead = '', ...bodyLines] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const head = rawHead.replace(/\r?\n[ \t]/g, ' ');
    if (!/content-disposition:\s*attachment/i.test(head)) return [];
    const body = bodyLines.join('\r\n\r\n');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
    return [
      {
        filename: /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '',
        contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '',
        content,
      },
    ];
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives: the mail tests send through nodemailer
 * to it exactly as they would to a provider.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const subjectLine = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' ')),
          text: plainText(raw),
          attachments: attachmentsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next mail to an address. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received].reverse().find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    clear: () => received.splice(0, received.length),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
