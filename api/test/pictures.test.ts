/**
 * The content studio's pictures, with real parts: real access tokens from a loopback identity
 * provider, real sharp, SQLite (PostgreSQL with SSB_TEST_DATABASE_URL) and a real clamd with a
 * local EICAR signature where clamd is installed (clamd.ts; the tests that need it say so when
 * skipped). A photograph with EXIF (a camera, a GPS position, an orientation) and XMP goes in; what
 * comes out at each width is WebP, turned upright, never wider than it was, with no metadata at
 * all. Alt texts in the three languages are required, the kind is read from the bytes, and the
 * limits hold; an infected file is refused, and nothing is kept while clamd is down.
 */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { pictureSources } from '@ssb/contracts/node';
import { CLAMD_BINARY, EICAR, startClamd, type TestClamd } from './clamd';
import { form, startApi, type Part, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';

jest.setTimeout(60_000);

let api: TestApi;
let provider: TestProvider;
let clamd: TestClamd | null = null;
type Headers = Record<string, string>;
const as: Record<'editor' | 'approver' | 'officer' | 'publisher', Headers> = { editor: {}, approver: {}, officer: {}, publisher: {} };

// Skipped only where Debian's clamav-daemon is not installed (CI installs it: .ci/run).
const withClamd = CLAMD_BINARY ? it : it.skip;
if (!CLAMD_BINARY) console.warn('pictures.test.ts: clamd is not installed here (clamav-daemon): the malware scan tests are skipped');

beforeAll(async () => {
  if (CLAMD_BINARY) clamd = await startClamd();
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity, ...(clamd ? { clamd: clamd.socket, clamdTimeoutMs: 3_000, rescanMs: 3_600_000 } : {}) });
  as.editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
  as.approver = bearer(await provider.token({ sub: 'approver-1', name: 'Рустам Саидов', groups: GROUPS.approver }));
  as.officer = bearer(await provider.token({ sub: 'officer-1', groups: GROUPS.officer }));
  as.publisher = bearer(await provider.token({ sub: 'treasury-1', groups: GROUPS.publisher }));
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
  await clamd?.close();
});

const ALT = { alt_tj: 'Бинои марказии бонк дар Душанбе', alt_ru: 'Главное здание банка в Душанбе', alt_en: 'The bank’s head office in Dushanbe' };

/** A photograph as a phone writes it: EXIF with the camera, a GPS position and an orientation (6: turned 90°), a Display P3 ICC profile, and XMP naming its author. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([
      { input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 3), channels: 3, background: '#204080' } }, left: 0, top: 0 },
    ])
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'SN-0042-PRIVATE', Copyright: 'Photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 33/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '68/1 47/1 24/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Hidden Author</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    );
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

function upload(headers: Headers, fields: Record<string, Part>) {
  const body = form(fields);
  return api.app.inject({
    method: 'POST',
    url: '/internal/staff/pictures',
    headers: { ...headers, ...(body.getHeaders() as Headers) },
    payload: body,
  });
}

interface Uploaded {
  id: string;
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: { tj: string; ru: string; en: string };
}

const picturesListed = async () =>
  (await api.app.inject({ url: '/internal/staff/pictures?limit=100', headers: as.editor })).json<{ results: Uploaded[] }>().results.length;

describe('an upload', () => {
  let picture: Uploaded;
  let original: Buffer;

  beforeAll(async () => {
    // 2000×1200 as stored, 1200×2000 upright (EXIF orientation 6).
    original = await photo(2000, 1200);
    const meta = await sharp(original).metadata();
    expect([
      meta.exif?.includes('SecretCam'),
      meta.exif?.includes(Buffer.from([0x25, 0x88])),
      meta.xmp?.includes('Hidden Author'),
      !!meta.icc,
    ]).toEqual([true, true, true, true]);
    const res = await upload(as.editor, { ...ALT, file: { data: original, name: 'IMG_0042.jpg' } });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([201, 'no-store']);
    picture = res.json<Uploaded>();
  });

  it('answers its id, its widest URL, a srcset, its size and the alt texts', () => {
    expect(Object.keys(picture).sort()).toEqual(['alt', 'height', 'id', 'srcset', 'url', 'width']);
    expect(picture).toMatchObject({
      url: `/api/media/pictures/${picture.id}/1200.webp`,
      width: 1200,
      height: 2000,
      alt: { tj: ALT.alt_tj, ru: ALT.alt_ru, en: ALT.alt_en },
    });
    expect(picture.srcset).toBe([400, 800, 1200].map((w) => `/api/media/pictures/${picture.id}/${w}.webp ${w}w`).join(', '));
    // The site's helper gives the same srcset from the URL alone.
    expect(pictureSources(picture.url).srcSet).toBe(picture.srcset);
  });

  it('is served at each width as WebP, upright, without enlargement and with no metadata left', async () => {
    for (const [width, height] of [
      [400, 667],
      [800, 1333],
      [1200, 2000],
    ] as const) {
      const res = await api.app.inject({ url: `/api/media/pictures/${picture.id}/${width}.webp` });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
      const bytes = res.rawPayload;
      expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      // No EXIF (camera, GPS), no XMP, no ICC, no IPTC, no orientation: the pixels are upright.
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      for (const secret of ['SecretCam', 'SN-0042', 'Hidden Author', 'Photographer', 'Exif']) expect(bytes.includes(secret)).toBe(false);
    }
    // Wider than the original is never made.
    expect((await api.app.inject({ url: `/api/media/pictures/${picture.id}/1600.webp` })).statusCode).toBe(404);
  });

  it('keeps a narrower original at its own width, and takes PNG and WebP', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await upload(as.approver, { ...ALT, file: { data: await photo(600, 900, format), name: `small.${format}` } });
      expect(res.statusCode).toBe(201);
      const small = res.json<Uploaded>();
      // Upright: 900×600; 400 and the original's 900.
      expect([small.width, small.height, small.url]).toEqual([900, 600, `/api/media/pictures/${small.id}/900.webp`]);
      expect(small.srcset).toBe(
        `/api/media/pictures/${small.id}/400.webp 400w, /api/media/pictures/${small.id}/800.webp 800w, /api/media/pictures/${small.id}/900.webp 900w`,
      );
    }
  });

  it('is served with a year’s immutable caching, its ETag, nosniff, and no personal data', async () => {
    const url = `/api/media/pictures/${picture.id}/800.webp`;
    const res = await api.app.inject({ url });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    for (const value of Object.values(res.headers)) expect(String(value)).not.toMatch(/editor-1|Мадина|IMG_0042/);
    const again = await api.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    expect((await api.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, an unknown width or a malformed name', async () => {
    for (const url of [
      `/api/media/pictures/0b0c0d0e-1a2b-4c3d-8e4f-0123456789ab/800.webp`,
      `/api/media/pictures/${picture.id}/801.webp`,
      `/api/media/pictures/${picture.id}/800.jpg`,
      `/api/media/pictures/${picture.id}/0800.webp`,
      `/api/media/pictures/not-an-id/800.webp`,
      `/api/media/pictures/${picture.id.toUpperCase()}/800.webp`,
    ]) {
      const res = await api.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('is listed for the studio, newest first, page by page, with its alt texts and URLs', async () => {
    const first = await api.app.inject({ url: '/internal/staff/pictures?limit=1', headers: as.editor });
    expect([first.statusCode, first.headers['cache-control']]).toEqual([200, 'no-store']);
    const page1 = first.json<{ results: (Uploaded & { uploadedBy: { name: string }; createdAt: string })[]; next: string | null }>();
    expect(page1.results).toHaveLength(1);
    expect(page1.next).toEqual(expect.any(String));
    const all: string[] = [];
    let next: string | null = null;
    do {
      const url: string = `/internal/staff/pictures?limit=2${next ? `&cursor=${next}` : ''}`;
      const page: { results: Uploaded[]; next: string | null } = (await api.app.inject({ url, headers: as.approver })).json();
      all.push(...page.results.map((p) => p.id));
      next = page.next;
    } while (next);
    expect(new Set(all).size).toBe(all.length);
    // The first upload is the oldest.
    expect(all[all.length - 1]).toBe(picture.id);
    const listed = (await api.app.inject({ url: '/internal/staff/pictures?limit=100', headers: as.editor }))
      .json<{ results: (Uploaded & { uploadedBy: { sub: string; name: string } })[] }>()
      .results.find((p) => p.id === picture.id);
    expect(listed).toMatchObject({ ...picture, uploadedBy: { sub: 'editor-1', name: 'Мадина Юсупова' } });
    expect((await api.app.inject({ url: '/internal/staff/pictures?cursor=nonsense', headers: as.editor })).json()).toMatchObject({ field: 'cursor' });
  });
});

describe('a refusal', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await photo(800, 600);
  });

  it('names the alt text missing, blank, too long or with invisible characters, in any language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ alt_tj: ALT.alt_tj, alt_en: ALT.alt_en }, 'alt_ru'],
      [{ ...ALT, alt_tj: '   ' }, 'alt_tj'],
      [{ ...ALT, alt_en: 'x'.repeat(251) }, 'alt_en'],
      [{ ...ALT, alt_ru: 'Здание\u202eбанка' }, 'alt_ru'],
    ];
    const before = await picturesListed();
    for (const [fields, field] of cases) {
      const res = await upload(as.editor, { ...fields, file: { data: jpeg, name: 'a.jpg' } });
      expect([res.statusCode, res.json<{ field: string }>().field, res.headers['cache-control']]).toEqual([400, field, 'no-store']);
      expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const ok = await upload(as.editor, { ...ALT, alt_en: `  ${'x'.repeat(250)}  `, file: { data: jpeg, name: 'a.jpg' } });
    expect([ok.statusCode, ok.json<Uploaded>().alt.en]).toEqual([201, 'x'.repeat(250)]);
    expect(await picturesListed()).toBe(before + 1);
  });

  it('refuses what is no JPEG, PNG or WebP by its bytes, whatever its name, and a damaged picture', async () => {
    const before = await picturesListed();
    for (const data of [
      Buffer.from('Just some text, not a picture.\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a....'),
    ]) {
      const res = await upload(as.editor, { ...ALT, file: { data, name: 'photo.jpg' } });
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'file_type', field: 'file', message: expect.stringMatching(/JPEG, PNG or WebP/) }]);
    }
    // A JPEG's first bytes and then nothing that decodes.
    const damaged = await upload(as.editor, {
      ...ALT,
      file: { data: Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500, 7)]), name: 'cut.jpg' },
    });
    expect([damaged.statusCode, damaged.json<{ field: string }>().field]).toEqual([400, 'file']);
    const none = await upload(as.editor, { ...ALT });
    expect([none.statusCode, none.json<{ field: string }>().field]).toEqual([400, 'file']);
    expect(await picturesListed()).toBe(before);
  });

  it('refuses a file over 15 MB, and a picture over 40 megapixels from its header before decoding it', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length)]);
    const tooBig = await upload(as.editor, { ...ALT, file: { data: big, name: 'big.jpg' } });
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { error: 'too_large', field: 'file', message: expect.stringMatching(/15 MB/) }]);
    // A PNG whose header says 8000×6000 (48 MP): its few bytes would inflate to 144 MB.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(8000, 0);
    ihdr.writeUInt32BE(6000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(8000 * 3 + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const huge = await upload(as.editor, { ...ALT, file: { data: bomb, name: 'huge.png' } });
    expect([huge.statusCode, huge.json()]).toEqual([400, { error: 'too_large', field: 'file', message: expect.stringMatching(/40 megapixels/) }]);
  });

  it('refuses a second file, an unknown field, and a body that is not multipart', async () => {
    const two = await upload(as.editor, { ...ALT, file: { data: jpeg, name: 'a.jpg' }, other: { data: jpeg, name: 'b.jpg' } });
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    const unknown = await upload(as.editor, { ...ALT, caption: 'x', file: { data: jpeg, name: 'a.jpg' } });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    const json = await api.app.inject({ method: 'POST', url: '/internal/staff/pictures', headers: as.editor, payload: { alt_tj: 'x' } });
    expect([json.statusCode, json.json<{ error: string }>().error]).toEqual([415, 'not_multipart']);
  });

  it('is 403 for people who do not write content, and 401 without a token', async () => {
    for (const who of [as.officer, as.publisher]) {
      const res = await upload(who, { ...ALT, file: { data: jpeg, name: 'a.jpg' } });
      expect([res.statusCode, res.json()]).toEqual([403, { error: 'forbidden', field: null, message: 'Your role does not allow this.' }]);
      expect((await api.app.inject({ url: '/internal/staff/pictures', headers: who })).statusCode).toBe(403);
    }
    expect((await upload({}, { ...ALT, file: { data: jpeg, name: 'a.jpg' } })).statusCode).toBe(401);
  });

  withClamd('refuses the EICAR test file that a real clamd finds, before decoding it, and keeps nothing', async () => {
    const before = await picturesListed();
    // A whole JPEG with the EICAR string after its end: it would decode, and clamd finds it.
    const res = await upload(as.editor, { ...ALT, file: { data: Buffer.concat([jpeg, EICAR]), name: 'photo.jpg' } });
    expect([res.statusCode, res.json()]).toEqual([422, { error: 'file_infected', field: 'file', message: expect.stringMatching(/malware/i) }]);
    expect(await picturesListed()).toBe(before);
  });

  withClamd('keeps nothing while clamd cannot be reached (fails closed), and takes the picture once it is back', async () => {
    const before = await picturesListed();
    await clamd?.stop();
    try {
      const res = await upload(as.editor, { ...ALT, file: { data: jpeg, name: 'photo.jpg' } });
      expect([res.statusCode, res.json<{ error: string }>().error, res.headers['retry-after']]).toEqual([503, 'scan_unavailable', '30']);
      expect(await picturesListed()).toBe(before);
    } finally {
      await clamd?.restart();
    }
    expect((await upload(as.editor, { ...ALT, file: { data: jpeg, name: 'photo.jpg' } })).statusCode).toBe(201);
  });
});
