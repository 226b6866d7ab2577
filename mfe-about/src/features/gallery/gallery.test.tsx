import { fireEvent, screen, within } from '@testing-library/react';
import { type GalleryPhoto, type GalleryVideo } from '@ssb/api-client';
import { fakeApi, pageText, renderPage } from '../../test/render';
import GalleryPage from './GalleryPage';

const T = { timeout: 5000 };

describe('gallery', () => {
  const photo = (id: number): GalleryPhoto => ({
    id,
    title: `Photo ${id}`,
    url: `/p${id}.jpg`,
    thumbnail: `/t${id}.jpg`,
    width: 800,
    height: 600,
    date: '2026-01-01',
  });

  it('opens a photo in a modal lightbox that moves with arrows and closes on Esc and beside the photo', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { api } = fakeApi({
      '/pages/gallery/': pageText('Gallery'),
      '/gallery/photos/': { results: [photo(1), photo(2)] },
      '/gallery/videos/': { results: [] },
    });
    renderPage(<GalleryPage />, { api });
    const opener = await screen.findByRole('button', { name: 'Photo 1' }, T);
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1' });
    // Modal: the browser keeps Tab inside and the gallery behind inert.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2' })).toHaveTextContent('2 of 2');
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next photo' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Photo 1' })).toHaveTextContent('1 of 2');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    // A click is a press and a release, both on the backdrop.
    fireEvent.mouseDown(screen.getByTestId('lightbox-backdrop'));
    fireEvent.click(screen.getByTestId('lightbox-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    showModal.mockRestore();
  });

  const video: GalleryVideo = {
    id: 1,
    title: 'SSB Mobile in one minute',
    url: 'https://www.youtube.com/@ssbbank.tj',
    poster: '/api/media/video-1.svg',
    durationSeconds: 60,
    date: '2025-08-28',
  };

  it.each([
    ['en', 'Videos', 'Watch the video: SSB Mobile in one minute (opens in a new tab)'],
    ['ru', 'Видео', 'Смотреть видео: SSB Mobile in one minute (откроется в новой вкладке)'],
    ['tj', 'Видеоҳо', 'Тамошои видео: SSB Mobile in one minute (дар варақаи нав кушода мешавад)'],
  ] as const)('shows each video as its poster linking to the video in a new tab (%s)', async (lang, tab, name) => {
    const { api } = fakeApi({
      '/pages/gallery/': pageText('Gallery'),
      '/gallery/photos/': { results: [photo(1)] },
      '/gallery/videos/': { results: [video] },
    });
    const { container } = renderPage(<GalleryPage />, { api, lang });
    fireEvent.click(await screen.findByRole('button', { name: tab }, T));
    const link = await screen.findByRole('link', { name }, T);
    expect(link).toHaveAttribute('href', video.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('img')).toHaveAttribute('src', video.poster);
    expect(screen.getByText(video.title).tagName).toBe('FIGCAPTION');
    expect(container.querySelector('video')).toBeNull();
  });
});
