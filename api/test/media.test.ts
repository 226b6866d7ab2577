import { CONTENT } from '../seed/content';
import { cards } from '../seed/content/products';
import { startApi, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** Every /api/media/ address the seed documents hold, wherever in a document it sits. */
function seedImages(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/api/media/')) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(Object.values(CONTENT).map((docs) => docs.map((d) => d.doc)));
  return found;
}

const fetchSvg = async (url: string) => {
  const res = await api.app.inject({ url });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
};

describe('the bank’s artwork', () => {
  it('answers every image of the seed with a sized, labelled SVG', async () => {
    const urls = [...seedImages()];
    // Cards, products, sliders, news, gallery, videos, management and property at least.
    expect(urls.length).toBeGreaterThan(80);
    for (const url of urls) {
      expect(url).toMatch(/\.svg$/);
      const { status, type, body } = await fetchSvg(url);
      expect([url, status]).toEqual([url, 200]);
      expect(type).toContain('image/svg+xml');
      const root = /^<svg [^>]*>/.exec(body)?.[0] ?? '';
      expect(root).toMatch(/ width="\d+" height="\d+" viewBox="[-\d. ]+"/);
      expect(root).toContain('role="img"');
      expect(root).toMatch(/aria-label="[^"]+"/);
      expect(body).toMatch(/<title>[^<]+<\/title>/);
      // Small documents: each SVG <img> is parsed and painted on the browser's main thread.
      expect([url, Buffer.byteLength(body) < 6144]).toEqual([url, true]);
    }
  });

  it('draws each card with its own title, and tiers in their own colours', async () => {
    const faces = new Map<string, string>();
    for (const { id, doc } of cards) {
      const { body } = await fetchSvg(`/api/media/card-${id}.svg`);
      const title = (doc.title as { en: string }).en;
      expect(body).toContain(`>${title}</text>`);
      expect(body).toMatch(/width="856" height="540"/);
      faces.set(title, body);
    }
    const gradient = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9A-F]{6})"/gi)].map((m) => m[1]).join();
    expect(gradient(faces.get('Visa Classic')!)).not.toBe(gradient(faces.get('Visa Gold')!));
    expect(gradient(faces.get('Visa Gold')!)).not.toBe(gradient(faces.get('Mastercard World')!));
    expect(gradient(faces.get('Visa Business')!)).not.toBe(gradient(faces.get('Visa Classic')!));
  });

  it('keeps the frames the pages reserve: portraits square, posters 16:9, gallery thumbnails 4:3', async () => {
    const size = async (name: string) =>
      /^<svg [^>]* width="(\d+)" height="(\d+)"/.exec((await fetchSvg(`/api/media/${name}.svg`)).body)?.slice(1, 3);
    expect(await size('head-1')).toEqual(['400', '400']);
    expect(await size('video-1')).toEqual(['800', '450']);
    expect(await size('gallery-1-thumb')).toEqual(['320', '240']);
    expect(await size('news-3')).toEqual(['800', '500']);
  });

  it('titles each video poster and keeps the PNG answering', async () => {
    const poster = (await fetchSvg('/api/media/video-2.svg')).body;
    const words = [...poster.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(words).toContain('Чӣ тавр Корти Миллӣ гирифтан мумкин');
    const png = await api.app.inject({ url: '/api/media/slider-1.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('does not answer names that are not ours', async () => {
    for (const url of ['/api/media/../x.svg', '/api/media/..%2Fx.svg', '/api/media/Card-1.svg', '/api/media/card-1.gif']) {
      expect([url, (await api.app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
  });
});
