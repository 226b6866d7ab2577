/**
 * GET /.well-known/security.txt (RFC 9116): where a researcher reports a vulnerability to the bank.
 * The file is made when the server starts: `Expires` is a year after that start, so a site that is
 * deployed keeps a date in the future, and one left running unchanged for a year says that its
 * contacts are no longer vouched for (the RFC's purpose for the field). SECURITY.md in the
 * repository is the longer policy.
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The reporting address when none is set (SSB_SECURITY_CONTACT). */
const DEFAULT_SECURITY_CONTACT = 'mailto:security@ssb.tj';

/** The RFC asks for less than a year ahead. */
const VALID_DAYS = 364;

export interface SecurityTxtOptions {
  /** The site's public origin: the file's canonical address. */
  publicOrigin: string;
  /** `mailto:` or `https:` URIs, most preferred first. */
  contacts?: readonly string[];
  now?: () => Date;
}

/** The file's text: Contact, Expires, Preferred-Languages (Tajik, Russian, English) and Canonical. */
function securityTxt({ publicOrigin, contacts = [DEFAULT_SECURITY_CONTACT], now = () => new Date() }: SecurityTxtOptions): string {
  const expires = new Date(now().getTime() + VALID_DAYS * 86_400_000);
  // Whole seconds in UTC, as the RFC's examples write it (RFC 3339).
  const stamp = `${expires.toISOString().slice(0, 19)}Z`;
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${stamp}`,
    'Preferred-Languages: tg, ru, en',
    `Canonical: ${publicOrigin}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

export async function securityTxtRoute(app: FastifyInstance, options: SecurityTxtOptions): Promise<void> {
  const text = securityTxt(options);
  app.get(SECURITY_TXT_PATH, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(text),
  );
}
