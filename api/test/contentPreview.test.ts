/**
 * A content preview: an editor's draft seen on the public API by the one browser whose site
 * server hands back its sealed preview, with answers nobody keeps; every other request, and the
 * answers cached for everyone, stay as the site is. A forged or ended preview shows nothing, and
 * a preview ends with its change's review.
 */
import { CONTENT_PREVIEW_HEADER, createContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import { dushanbeDate } from '../src/features/content/publications/publishableKinds';
import { startApi, TEST_SERVICE_TOKEN, type TestApi } from './helpers';
import { bearer, GROUPS, startTestProvider, type TestProvider } from './staffIdentity';

jest.setTimeout(40_000);

let api: TestApi;
let provider: TestProvider;
type Headers = Record<string, string>;
const as: Record<'editor' | 'approver' | 'officer', Headers> = { editor: {}, approver: {}, officer: {} };

beforeAll(async () => {
  provider = await startTestProvider();
  api = await startApi({ staffIdentity: provider.identity });
  as.editor = bearer(await provider.token({ sub: 'editor-1', name: 'Мадина Юсупова', groups: GROUPS.editor }));
  as.approver = bearer(await provider.token({ sub: 'approver-1', name: 'Рустам Саидов', groups: GROUPS.approver }));
  as.officer = bearer(await provider.token({ sub: 'officer-1', name: 'Шоира Қодирова', groups: GROUPS.officer }));
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

type Doc = Record<string, unknown>;
const staff = (method: 'POST' | 'GET', url: string, headers: Headers) => api.app.inject({ method, url: `/internal/staff${url}`, headers });
const read = (url: string, preview?: string) => api.app.inject({ url, headers: preview ? { [CONTENT_PREVIEW_HEADER]: preview } : {} });

async function depositDraft(percent: number): Promise<{ id: string; before: Doc }> {
  const docs: Record<string, Doc> = {};
  for (const [key, lang] of [
    ['tj', 1],
    ['ru', 2],
    ['en', 3],
  ] as const) {
    const { id: _id, ...doc } = (await read(`/api/Deposit/8/?language_id=${lang}`)).json<Doc>();
    docs[key] = { ...doc, rateTiers: [{ upToMonths: null, percent }] };
  }
  const res = await api.app.inject({
    method: 'POST',
    url: '/internal/staff/changes',
    headers: as.editor,
    payload: { kind: 'deposits', item: '8', action: 'publish', body: docs },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json<{ id: string }>().id, before: (await read('/api/Deposit/8/?language_id=3')).json<Doc>() };
}

it('shows a draft to the previewing browser alone, and keeps none of its answers', async () => {
  const { id, before } = await depositDraft(31.5);
  const sealed = await staff('POST', `/changes/${id}/preview`, as.editor);
  expect(sealed.statusCode).toBe(200);
  const { token, path, expiresAt } = sealed.json<{ token: string; path: string; expiresAt: string }>();
  expect(path).toBe('/Deposit/8');
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
  expect(createContentPreviewCodec(TEST_SERVICE_TOKEN).open(token)).toMatchObject({ change: id, kind: 'deposits' });

  // Everyone's answer, cached first; then the previewer's own, then everyone's again.
  expect((await read('/api/Deposit/8/?language_id=3')).json<Doc>().rateTiers).toEqual(before.rateTiers);
  const own = await read('/api/Deposit/8/?language_id=3', token);
  expect([own.json<Doc>().rateTiers, own.headers['cache-control']]).toEqual([[{ upToMonths: null, percent: 31.5 }], 'private, no-store']);
  const listed = (await read('/api/Deposit/?language_id=1', token)).json<{ results: Doc[] }>().results;
  expect(listed.find((d) => d.id === 8)?.rateTiers).toEqual([{ upToMonths: null, percent: 31.5 }]);
  expect((await read('/api/Deposit/8/?language_id=3')).json<Doc>().rateTiers).toEqual(before.rateTiers);
  expect((await read('/api/Deposit/?language_id=1')).json<{ results: Doc[] }>().results.find((d) => d.id === 8)?.rateTiers).toEqual(before.rateTiers);

  // Forged, or sealed with another key: the site as everyone sees it.
  const [payload] = token.split('.');
  expect((await read('/api/Deposit/8/?language_id=3', `${payload}.AAAA`)).json<Doc>().rateTiers).toEqual(before.rateTiers);
  const other = createContentPreviewCodec('another-service-token-0123456789').seal({
    change: id,
    kind: 'deposits',
    title: 'x',
    expires: Date.now() + 60_000,
  });
  expect((await read('/api/Deposit/8/?language_id=3', other)).json<Doc>().rateTiers).toEqual(before.rateTiers);

  // The approver previews it too; once it is decided, the preview shows what everyone sees.
  expect((await staff('POST', `/changes/${id}/submit`, as.editor)).statusCode).toBe(200);
  expect((await staff('POST', `/changes/${id}/preview`, as.approver)).statusCode).toBe(200);
  expect(
    (
      await api.app.inject({
        method: 'POST',
        url: `/internal/staff/changes/${id}/return`,
        headers: as.approver,
        payload: { comment: 'Фоиз баланд аст.' },
      })
    ).statusCode,
  ).toBe(200);
  expect((await read('/api/Deposit/8/?language_id=3', token)).json<Doc>().rateTiers).toEqual([{ upToMonths: null, percent: 31.5 }]);
  expect((await api.app.inject({ method: 'DELETE', url: `/internal/staff/changes/${id}`, headers: as.editor })).statusCode).toBe(200);
  const ended = await read('/api/Deposit/8/?language_id=3', token);
  expect([ended.json<Doc>().rateTiers, ended.headers['cache-control']]).toEqual([before.rateTiers, undefined]);
  expect((await staff('POST', `/changes/${id}/preview`, as.editor)).json()).toMatchObject({ error: 'state' });
});

it('shows a new news item at the address it will have, in the list and alone', async () => {
  const body = {
    common: { slug: 'preview-only-item', date: dushanbeDate(new Date()), image: '/api/media/news-1.svg', images: [] },
    tj: { title: 'Пешнамоиш', summary: 'Хулоса.', body: [{ kind: 'paragraph', text: 'Матн.' }] },
    ru: { title: 'Предпросмотр', summary: 'Кратко.', body: [{ kind: 'paragraph', text: 'Текст.' }] },
    en: { title: 'Preview only', summary: 'In short.', body: [{ kind: 'paragraph', text: 'Text.' }] },
  };
  const res = await api.app.inject({
    method: 'POST',
    url: '/internal/staff/changes',
    headers: as.editor,
    payload: { kind: 'news', action: 'publish', body },
  });
  const { id } = res.json<{ id: string }>();
  const { token, path } = (await staff('POST', `/changes/${id}/preview`, as.editor)).json<{ token: string; path: string }>();
  expect(path).toBe('/news/preview-only-item');
  expect((await read('/api/news/preview-only-item/?language_id=2', token)).json<Doc>().title).toBe('Предпросмотр');
  expect((await read('/api/news/?language_id=3&page_size=50', token)).json<{ results: Doc[] }>().results.map((n) => n.slug)).toContain(
    'preview-only-item',
  );
  expect((await read('/api/news/preview-only-item/?language_id=2')).statusCode).toBe(404);
  expect((await read('/api/news/?language_id=3&page_size=50')).json<{ results: Doc[] }>().results.map((n) => n.slug)).not.toContain(
    'preview-only-item',
  );
  // Someone who may neither write nor approve content previews nothing.
  expect((await staff('POST', `/changes/${id}/preview`, as.officer)).statusCode).toBe(403);
});
