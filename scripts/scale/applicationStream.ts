/**
 * A bounded stream of card applications with two real documents each, sent by a few concurrent
 * clients through site servers A and B in turn. When enough are acknowledged, `kill` takes API 1
 * (behind A) down. A request that fails (no answer, or 5xx) is sent again, with the same body and
 * Idempotency-Key, through B after a short pause; from A's first failure on, new applications go
 * to B only, as a load balancer that took A out would send them.
 */
type SiteName = 'A' | 'B';

export interface Documents {
  png: Buffer;
  pdf: Buffer;
}

export interface StreamOptions {
  sites: Record<SiteName, string>;
  total: number;
  clients: number;
  /** API 1 is killed once this many applications are acknowledged. */
  killAfter: number;
  kill(): void;
  documents: Documents;
  /** Makes the Idempotency-Keys of this run its own. */
  runTag: string;
}

interface Attempt {
  via: SiteName;
  /** The HTTP status, or what went wrong when there was none. */
  outcome: number | string;
}

export interface SentApplication {
  index: number;
  surname: string;
  key: string;
  /** The id of the 201 answer; null when it was never acknowledged. */
  id: string | null;
  /** The 201 was a replay: the first request had been stored, its answer lost. */
  replayed: boolean;
  attempts: Attempt[];
  /** A refusal's body (4xx), which is not retried. */
  refusal?: string;
}

export interface StreamResult {
  sent: SentApplication[];
  /** Acknowledged applications when API 1 was killed, and when (epoch ms); null if it never was. */
  killedAfter: number | null;
  killedAt: number | null;
  ms: number;
}

const RETRIES = 4;
const RETRY_PAUSE_MS = 300;
const REQUEST_TIMEOUT_MS = 20_000;

/** The card form of the site, as the applications remote sends it. */
const CARD_FIELDS: Record<string, string> = {
  type: 'card',
  nameProduct: 'Visa Classic',
  name: 'Фарҳод',
  patronymic: 'Саидович',
  branch: 'Душанбе',
  phone: '+992 93 123 45 67',
  card_expire_date: '3 сол',
  consent: 'true',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The multipart body, made once: a retry sends the very same bytes. */
async function multipartBody(surname: string, documents: Documents): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(CARD_FIELDS)) form.append(name, value);
  form.append('surname', surname);
  form.append('file1', new Blob([new Uint8Array(documents.png)], { type: 'image/png' }), 'passport.png');
  form.append('file2', new Blob([new Uint8Array(documents.pdf)], { type: 'application/pdf' }), 'inn.pdf');
  // Serialised here so that it goes with a Content-Length (the site's proxy refuses chunked bodies).
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

type Answer =
  | { kind: 'accepted'; id: string; replayed: boolean }
  | { kind: 'failed'; outcome: number | string }
  | { kind: 'refused'; status: number; body: string };

async function post(site: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${site}/api/sendEmailContent/`, { method: 'POST', body, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { kind: 'failed', outcome: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
  const text = await res.text().catch(() => '');
  if (res.status === 201)
    return { kind: 'accepted', id: (JSON.parse(text) as { id: string }).id, replayed: res.headers.get('idempotent-replayed') === 'true' };
  if (res.status >= 500) return { kind: 'failed', outcome: res.status };
  return { kind: 'refused', status: res.status, body: text.slice(0, 300) };
}

/** A number in letters (0 → Aaa, 1 → Aab, …): a name may hold letters only, and each application's must differ. */
function lettersOf(n: number): string {
  let text = '';
  for (let rest = n, i = 0; i < 3; i += 1, rest = Math.floor(rest / 26)) text = String.fromCharCode(97 + (rest % 26)) + text;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export async function sendApplications(options: StreamOptions): Promise<StreamResult> {
  const started = Date.now();
  const sent: SentApplication[] = Array.from({ length: options.total }, (_, index) => ({
    index,
    surname: `Scale-${lettersOf(index)}`,
    key: `scale-${options.runTag}-${index + 1}`,
    id: null,
    replayed: false,
    attempts: [],
  }));
  let next = 0;
  let acknowledged = 0;
  let aDown = false;
  let killedAfter: number | null = null;
  let killedAt: number | null = null;

  const acknowledge = () => {
    acknowledged += 1;
    if (killedAfter === null && acknowledged >= options.killAfter) {
      killedAfter = acknowledged;
      killedAt = Date.now();
      options.kill();
    }
  };

  /** One application, until it is acknowledged, refused, or out of retries. */
  async function deliver(application: SentApplication, client: number): Promise<void> {
    const { body, type } = await multipartBody(application.surname, options.documents);
    // Each client is its own visitor: the proxy's per-visitor limits apply to each.
    const headers = { 'content-type': type, 'idempotency-key': application.key, 'x-forwarded-for': `10.0.0.${client + 1}` };
    const first: SiteName = application.index % 2 === 0 && !aDown ? 'A' : 'B';
    for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(RETRY_PAUSE_MS);
      const via: SiteName = attempt === 0 ? first : 'B';
      const answer = await post(options.sites[via], body, headers);
      if (answer.kind === 'accepted') {
        application.attempts.push({ via, outcome: 201 });
        application.id = answer.id;
        application.replayed = answer.replayed;
        acknowledge();
        return;
      }
      if (answer.kind === 'refused') {
        application.attempts.push({ via, outcome: answer.status });
        application.refusal = answer.body;
        return;
      }
      application.attempts.push({ via, outcome: answer.outcome });
      if (via === 'A') aDown = true;
    }
  }

  async function client(n: number): Promise<void> {
    for (let i = next++; i < sent.length; i = next++) await deliver(sent[i] as SentApplication, n);
  }

  await Promise.all(Array.from({ length: options.clients }, (_, n) => client(n)));
  return { sent, killedAfter, killedAt, ms: Date.now() - started };
}
