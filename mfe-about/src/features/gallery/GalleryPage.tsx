import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useResource } from '@ssb/contracts';
import { fetchGalleryPhotos, fetchGalleryVideos, type GalleryVideo } from '@ssb/api-client';
import { Grid, Page, Section, Button, Container, Skeleton } from '@ssb/ui-kit';
import { PageIntro, ResourceView } from '../../ui';
import { Lightbox } from './Lightbox';

const Thumb = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  text-align: left;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.card}px;
    display: block;
  }
`;
const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Poster = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radius.card}px;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.card}px;
    display: block;
  }
  &:hover img {
    opacity: 0.92;
  }
`;

/** A video is its poster (with the play sign drawn in it), linking to the video on the bank's channel. */
function Video({ video }: { video: GalleryVideo }) {
  const intl = useIntl();
  return (
    <figure style={{ margin: 0 }}>
      <Poster
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage({ id: 'gallery.watch' }, { title: video.title })}
      >
        <img src={video.poster} alt="" width={320} height={180} loading="lazy" />
      </Poster>
      <figcaption>{video.title}</figcaption>
    </figure>
  );
}

/** /gallery: photos (opening in a lightbox) and videos. */
export default function GalleryPage() {
  const [tab, setTab] = useState<'photos' | 'videos'>('photos');
  const [open, setOpen] = useState<number | null>(null);
  const photos = useResource((api, lang, signal) => (tab === 'photos' ? fetchGalleryPhotos(api, lang, signal) : Promise.resolve([])), [tab]);
  const videos = useResource((api, lang, signal) => (tab === 'videos' ? fetchGalleryVideos(api, lang, signal) : Promise.resolve([])), [tab]);
  const skeleton = (
    <Grid>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} style={{ aspectRatio: '4 / 3' }} />
      ))}
    </Grid>
  );
  return (
    <Container as={Page}>
      <PageIntro name="gallery" fallbackTitle="nav.gallery" />
      <Tabs>
        {(['photos', 'videos'] as const).map((t) => (
          <Button key={t} variant={t === tab ? 'primary' : 'secondary'} aria-pressed={t === tab} onClick={() => setTab(t)}>
            <FormattedMessage id={`gallery.${t}`} />
          </Button>
        ))}
      </Tabs>
      <Section>
        {tab === 'photos' ? (
          <ResourceView resource={photos} empty="common.empty" skeleton={skeleton}>
            {(list) => (
              <>
                <Grid data-testid="photos">
                  {list.map((photo, i) => (
                    <Thumb key={photo.id} type="button" onClick={() => setOpen(i)}>
                      <img src={photo.thumbnail} alt={photo.title} width={320} height={240} loading="lazy" />
                    </Thumb>
                  ))}
                </Grid>
                {open !== null && <Lightbox photos={list} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
              </>
            )}
          </ResourceView>
        ) : (
          <ResourceView resource={videos} empty="common.empty" skeleton={skeleton}>
            {(list) => (
              <Grid data-testid="videos">
                {list.map((video) => (
                  <Video key={video.id} video={video} />
                ))}
              </Grid>
            )}
          </ResourceView>
        )}
      </Section>
    </Container>
  );
}
