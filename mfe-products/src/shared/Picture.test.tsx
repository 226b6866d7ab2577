// A picture from the content studio is offered at every width it is stored at, with the card's
// sizes; the seed's artwork stays one src. Both keep their width and height (no layout shift).
import { fakeApi, renderPage } from '../test/render';
import { Picture } from './Picture';

const ID = '0b0c0d0e-1a2b-4c3d-8e4f-0123456789ab';

it('gives a studio picture its srcset and sizes, and keeps the width and height', () => {
  const { container } = renderPage(<Picture src={`/api/media/pictures/${ID}/1200.webp`} alt="Корти миллӣ" width={400} height={225} />, {
    api: fakeApi({}).api,
  });
  const img = container.querySelector('img');
  expect(img?.getAttribute('src')).toBe(`/api/media/pictures/${ID}/1200.webp`);
  expect(img?.getAttribute('srcset')).toBe([400, 800, 1200].map((w) => `/api/media/pictures/${ID}/${w}.webp ${w}w`).join(', '));
  expect(img?.getAttribute('sizes')).toBe('(max-width: 767px) 100vw, 400px');
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '225']);
});

it('leaves the seed’s artwork as one src', () => {
  const { container } = renderPage(<Picture src="/api/media/card-1.svg" alt="" width={400} height={225} />, { api: fakeApi({}).api });
  const img = container.querySelector('img');
  expect(img?.getAttribute('src')).toBe('/api/media/card-1.svg');
  expect(img?.hasAttribute('srcset')).toBe(false);
  expect(img?.hasAttribute('sizes')).toBe(false);
});
