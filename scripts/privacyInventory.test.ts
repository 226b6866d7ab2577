/**
 * The privacy page lists every cookie, browser-storage entry and beacon the site sets: this scans
 * the source of every part (tests and built files left out) for the places that set one and for
 * the names they set, and fails when the code and the page's tables (section 12, the technical
 * list) disagree either way. The page is the API's seed (api/seed/content/privacy.ts), as
 * @ssb/fixtures holds it (fixtures/src/privacy.ts, equal to the seed's: api/test/fixturesMatchSeed.test.ts).
 * A new cookie means a new row in both, in three languages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inLanguage, privacyPage } from '@ssb/fixtures';

// The whole repository: the page is one remote's, the cookies are every part's.
const ROOT = path.resolve(__dirname, '..');
/** Every package folder but the end-to-end suite (whose tests forge cookies on purpose). */
// The back office is the staff's, on an internal host no visitor reaches: its session cookies are
// described to staff and operators in docs/backoffice.md, not on the visitors' privacy page.
const NOT_VISITORS = new Set(['e2e', 'node_modules', 'backoffice']);
const PARTS = readdirSync(ROOT).filter((d) => !NOT_VISITORS.has(d) && statSync(path.join(ROOT, d)).isDirectory() && hasPackage(d));
const SKIP_DIR = /^(node_modules|dist|dist-server|generated|test|tests|testing|jest|var|coverage|\..*)$/;
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const NOT_SOURCE = /\.(test|spec)\.[cm]?[jt]sx?$|\.gen\.ts$|\.d\.ts$/;

function hasPackage(dir: string) {
  try {
    return statSync(path.join(ROOT, dir, 'package.json')).isFile();
  } catch {
    return false;
  }
}

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIP_DIR.test(e.name) ? [] : sources(rel);
    return SOURCE.test(e.name) && !NOT_SOURCE.test(e.name) ? [rel] : [];
  });
}

const files = PARTS.flatMap(sources).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

// Where a cookie is set: in the browser, in a Set-Cookie header, or by a cookie library.
const COOKIE_SINKS = [
  /document\.cookie\s*=(?!=)/,
  /cookieStore\.set\s*\(/,
  /['"`]set-cookie['"`]\s*,/i,
  /\bsetCookie\s*\(/,
  /\b(?:stringifySetCookie|serializeCookie)\s*\(|\bcookie\.serialize\s*\(/,
  /\.(?:cookie|setCookie)\s*\(\s*['"`]/,
];
// The names such code sets: a constant named for a cookie, a cookie string, a library call's name.
const COOKIE_NAMES = [
  /\b[A-Z][A-Z0-9_]*COOKIE\s*=\s*['"`]([^'"`$]+)['"`]/g,
  /['"`]([A-Za-z0-9_.:-]+)=[^'"`\n]*?;\s*(?:Max-Age|Expires|Path|Domain|SameSite|Secure|HttpOnly)\b/gi,
  /\.(?:cookie|setCookie)\s*\(\s*['"`]([^'"`]+)['"`]/g,
];
const STORAGE_SET = /\b(localStorage|sessionStorage)\.setItem\(\s*([^,]+),/g;
// A file that takes hold of a storage and writes to it through another name (`storage?.setItem`).
const STORAGE_HANDLE = /\b(localStorage|sessionStorage)\b/;
const ANY_SET = /\.setItem\(/;
const BEACON_SINKS = [/\bsendBeacon\s*\(/, /\bkeepalive\s*:\s*true/];

/** The files that set cookies today, reviewed, and the cookie each sets (its name is defined where the constant is). */
const REVIEWED_COOKIE_SETTERS: Record<string, string> = {
  'shell/src/features/language/languageStorage.ts': 'lang',
  'site-server/src/preview/previewRoutes.ts': 'ssb_preview',
  // `ssb-remote preview` and `dev --site` print the line a remote team's developer runs to see their preview: the same cookie.
  'federation-config/cli/registryClient.ts': 'ssb_preview',
  'site-server/src/preview/contentPreview.ts': 'ssb_content_preview',
  'site-server/src/canary/cohorts/cohortCookie.ts': 'ssb_cohort',
};
/** The files that write to browser storage through another name, reviewed, and the entry each writes. */
const REVIEWED_INDIRECT_STORAGE: Record<string, string> = {
  'shell/src/features/transition/navigationGate.ts': 'sessionStorage:ssb:release-set-reload',
};
/** The files that send beacons today, reviewed: the vitals batch of the shell. */
const REVIEWED_BEACON_SENDERS = ['shell/src/features/vitals/sendBatch.ts'];

const matchesOf = (patterns: RegExp[]) => files.filter(({ text }) => patterns.some((re) => re.test(text))).map((f) => f.file);
const namesIn = (text: string) => COOKIE_NAMES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!));

/** The privacy page's tables, in English: name → kind. */
const policy = inLanguage(privacyPage, 'en');
const rows = policy.body.flatMap((b) => (b.kind === 'table' ? b.rows : []));
const listed = (kind: RegExp) => new Set(rows.filter((r) => kind.test(r[1] ?? '')).map((r) => r[0]!));

describe('the privacy page lists what the code sets', () => {
  it('scans the parts of the site', () => {
    expect(PARTS).toEqual(expect.arrayContaining(['shell', 'site-server', 'api', 'mfe-about', 'mfe-applications', 'federation-config']));
    expect(files.length).toBeGreaterThan(200);
  });

  it('every file that sets a cookie has been reviewed for the privacy page', () => {
    expect(matchesOf(COOKIE_SINKS).sort()).toEqual(Object.keys(REVIEWED_COOKIE_SETTERS).sort());
  });

  it('every cookie name in the code is on the privacy page, and every cookie there is in the code', () => {
    const inCode = new Set(files.flatMap(({ text }) => namesIn(text)));
    const cookies = listed(/^cookie/);
    expect([...inCode].sort()).toEqual([...cookies].sort());
    for (const name of Object.values(REVIEWED_COOKIE_SETTERS)) expect(cookies).toContain(name);
  });

  it('every browser-storage entry written is on the privacy page with its kind of storage', () => {
    const written = files.flatMap(({ file, text }) =>
      [...text.matchAll(STORAGE_SET)].map(([, store, arg]) => {
        const key = arg!.trim();
        const literal = /^['"`]([^'"`$]+)['"`]$/.exec(key)?.[1];
        const constant = /^[A-Za-z_$][\w$]*$/.test(key) ? new RegExp(`\\b${key}\\s*=\\s*['"\`]([^'"\`$]+)['"\`]`).exec(text)?.[1] : undefined;
        // A key this cannot read (computed) must be made readable, or listed by hand here.
        expect({ file, key, name: literal ?? constant }).toEqual({ file, key, name: expect.any(String) });
        return `${store}:${literal ?? constant}`;
      }),
    );
    // Writes this cannot read are reviewed by hand: each such file is listed, and lists what it writes.
    const indirect = files
      .filter(({ text }) => STORAGE_HANDLE.test(text) && ANY_SET.test(text) && [...text.matchAll(STORAGE_SET)].length === 0)
      .map(({ file }) => file);
    expect(indirect.sort()).toEqual(Object.keys(REVIEWED_INDIRECT_STORAGE).sort());
    written.push(...Object.values(REVIEWED_INDIRECT_STORAGE));
    const onPage = [...listed(/localStorage/)]
      .map((n) => `localStorage:${n}`)
      .concat([...listed(/sessionStorage/)].map((n) => `sessionStorage:${n}`));
    expect([...new Set(written)].sort()).toEqual(onPage.sort());
  });

  it('the one beacon is the vitals report, and the page lists it', () => {
    expect(matchesOf(BEACON_SINKS)).toEqual(REVIEWED_BEACON_SENDERS);
    expect([...listed(/beacon/)]).toEqual(['POST /api/vitals']);
    const reporting = files.find((f) => f.file === 'shell/src/features/vitals/startVitalsReporting.ts')!.text;
    expect(reporting).toMatch(/\/vitals`/);
  });

  it('would notice a new cookie', () => {
    expect(COOKIE_SINKS.some((re) => re.test("document.cookie = 'theme=dark; Max-Age=60'"))).toBe(true);
    expect(namesIn("document.cookie = 'theme=dark; Max-Age=60; Path=/'")).toEqual(['theme']);
    expect(namesIn("export const SESSION_COOKIE = 'sid';")).toEqual(['sid']);
    expect(COOKIE_SINKS.some((re) => re.test("reply.header('Set-Cookie', value)"))).toBe(true);
    expect(namesIn("reply.setCookie('sid', id, { httpOnly: true })")).toEqual(['sid']);
  });
});
