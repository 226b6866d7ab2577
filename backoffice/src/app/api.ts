/**
 * The app's calls, all to its own origin: /session once, then /bo-api/… (relayed by the back
 * office server to the API with the staff member's token). Every state change carries the
 * session's CSRF token; a 401 means the session ended (idle, expired, signed out elsewhere), and
 * the page goes back to sign in, to this same place.
 */
export interface SessionInfo {
  sub: string;
  name: string;
  roles: string[];
  csrf: string;
  lang: 'tj' | 'ru' | 'en';
  idleMs: number;
  /** The public site, where a change is previewed (null: no preview from here). */
  siteOrigin: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; field?: string | null; message?: string },
  ) {
    super(body.message ?? body.error ?? String(status));
  }
}

let csrf = '';

export function signInAgain(): void {
  window.location.assign(`/login?return=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

export async function loadSession(): Promise<SessionInfo | null> {
  const res = await fetch('/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) throw new ApiError(res.status, {});
  const session = (await res.json()) as SessionInfo;
  csrf = session.csrf;
  return session;
}

export async function call<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/bo-api${path}`, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status === 401) {
    signInAgain();
    throw new ApiError(401, { error: 'unauthorized' });
  }
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as unknown) : {};
  if (!res.ok) throw new ApiError(res.status, parsed as ApiError['body']);
  return parsed as T;
}

export const csrfToken = () => csrf;

/**
 * A multipart upload (the studio's pictures) by XMLHttpRequest, which reports how much of the
 * body has gone (fetch does not): `onProgress` gets 0…1 as it is sent. The same CSRF token and
 * the same answers as `call`.
 */
export function upload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/bo-api${path}`);
    xhr.withCredentials = true;
    xhr.timeout = 90_000;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        signInAgain();
        return reject(new ApiError(401, { error: 'unauthorized' }));
      }
      let parsed: unknown = {};
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : {};
      } catch {
        parsed = {};
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, parsed as ApiError['body']));
      resolve(parsed as T);
    };
    xhr.onerror = () => reject(new ApiError(0, { error: 'network' }));
    xhr.ontimeout = () => reject(new ApiError(0, { error: 'timeout' }));
    xhr.send(form);
  });
}

/**
 * A document's PDF for the studio: sent as it is (application/pdf) under a name the API takes
 * (Latin letters, digits, . _ -), answered with the name a document change gives as its `file`.
 */
export async function uploadPdf(file: File): Promise<{ file: string }> {
  const base =
    file.name
      .replace(/\.pdf$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+/, '')
      .slice(0, 70) || 'document';
  const res = await fetch(`/bo-api/files/${encodeURIComponent(`${base}.pdf`)}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/pdf', 'x-csrf-token': csrf },
    body: file,
    signal: AbortSignal.timeout(90_000),
  });
  if (res.status === 401) {
    signInAgain();
    throw new ApiError(401, { error: 'unauthorized' });
  }
  const text = await res.text();
  const parsed = (text ? JSON.parse(text) : {}) as { file?: string } & ApiError['body'];
  if (!res.ok || typeof parsed.file !== 'string') throw new ApiError(res.status, parsed);
  return { file: parsed.file };
}
