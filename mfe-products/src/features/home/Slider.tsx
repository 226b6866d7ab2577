import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, media, useLang, useResource } from '@ssb/contracts';
import { fetchSliders, type Slider as SliderItem } from '@ssb/api-client';
import { LoadError, Skeleton } from '@ssb/ui-kit';

const Frame = styled.section`
  position: relative;
  margin: ${({ theme }) => theme.space[4]}px 0;
  border-radius: ${({ theme }) => theme.radius.card}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: 1280 / 420;
  ${media.mobile} {
    aspect-ratio: auto;
    /* the copy above a 640×420 image at phone width: the skeleton keeps this height */
    min-height: 390px;
  }
`;

const Slide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  height: 100%;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Copy = styled.div`
  padding: ${({ theme }) => theme.space[5]}px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  h2 {
    font-size: ${({ theme }) => theme.type.display.size}px;
    line-height: ${({ theme }) => theme.type.display.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[3]}px;
    h2 {
      font-size: ${({ theme }) => theme.type.h2.size}px;
      line-height: ${({ theme }) => theme.type.h2.line}px;
    }
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[3]}px;
  bottom: ${({ theme }) => theme.space[3]}px;
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  button {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font: inherit;
    font-size: 20px;
    cursor: pointer;
  }
`;

const isExternal = (link: string) => /^https?:\/\//.test(link);

function SlideLink({ link }: { link: string }) {
  const lang = useLang();
  const label = <FormattedMessage id="common.more" />;
  if (isExternal(link))
    return (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  return <Link to={localizePath(link, lang)}>{label}</Link>;
}

/** The published sliders (status 1) of the API, one at a time with previous/next controls. */
export function HomeSlider() {
  const intl = useIntl();
  const sliders = useResource((api, lang, signal) => fetchSliders(api, lang, signal), []);
  const [index, setIndex] = useState(0);
  if (sliders.status === 'loading')
    return (
      <Frame aria-busy="true">
        <Skeleton style={{ height: '100%', minHeight: 240, borderRadius: 0 }} />
      </Frame>
    );
  if (sliders.status === 'error') return <LoadError onRetry={sliders.retry} />;
  const published: SliderItem[] = sliders.data.filter((s) => s.status === 1);
  if (published.length === 0) return null;
  const current = published[index % published.length]!;
  const go = (step: number) => setIndex((i) => (i + step + published.length) % published.length);
  return (
    <Frame aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'home.slider' })} data-testid="slider">
      <Slide aria-roledescription="slide" aria-label={`${(index % published.length) + 1} / ${published.length}`} aria-live="polite">
        <Copy>
          <h2>{current.title}</h2>
          <p>{current.text}</p>
          {current.link && <SlideLink link={current.link} />}
        </Copy>
        <img src={current.image} alt={current.title} width={640} height={420} fetchPriority={index === 0 ? 'high' : 'auto'} />
      </Slide>
      {published.length > 1 && (
        <Controls>
          <button type="button" onClick={() => go(-1)} aria-label={intl.formatMessage({ id: 'home.prev' })}>
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label={intl.formatMessage({ id: 'home.next' })}>
            ›
          </button>
        </Controls>
      )}
    </Frame>
  );
}
