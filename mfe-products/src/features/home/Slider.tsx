import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, media, pictureSources, useLang, useResource } from '@ssb/contracts';
import { fetchSliders, type Slider as SliderItem } from '@ssb/api-client';
import { LoadError, Skeleton } from '@ssb/ui-kit';

/** A slide's picture: a phone's whole width, half the 1280 px container (~620 px) from a tablet on. */
const SLIDE_SIZES = '(max-width: 767px) 100vw, 640px';

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
  /* Room for the slider's controls at the foot of this column. */
  padding-bottom: ${({ theme }) => theme.touchTarget + 2 * theme.space[3]}px;
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

/**
 * Under the copy, never over the picture: at the foot of the copy's column on a wide screen (the
 * copy keeps room for it), and below the picture on a phone, where the slide is one column.
 */
const Controls = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[4]}px;
  bottom: ${({ theme }) => theme.space[3]}px;
  ${media.mobile} {
    position: static;
    justify-content: center;
    width: fit-content;
    margin: ${({ theme }) => theme.space[2]}px auto;
    box-shadow: none;
  }
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[0]}px;
  border-radius: ${({ theme }) => theme.touchTarget}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.16);
  > button {
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

/** "2 / 5": where the visitor is, at a glance (the dots and the slide's name say it to screen readers). */
const Counter = styled.span`
  min-width: ${({ theme }) => theme.space[6]}px;
  text-align: center;
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

/** One button a slide: a ring, filled on the current one; the whole button is the touch target. */
const Dots = styled.div`
  display: flex;
  button {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.touchTarget}px;
    height: ${({ theme }) => theme.touchTarget}px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    cursor: pointer;
    ${media.mobile} {
      width: ${({ theme }) => theme.space[6] - 12}px;
    }
  }
  button::before {
    content: '';
    width: ${({ theme }) => theme.space[2]}px;
    height: ${({ theme }) => theme.space[2]}px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.colors.textSubtle};
  }
  button[aria-current='true']::before {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
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

/**
 * The published sliders (status 1) of the API, one at a time: previous/next, the position
 * ("2 / 5") and a button a slide ("Slide 2 of 5", the current one `aria-current`); the arrow keys
 * move between those buttons and the slides.
 */
export function HomeSlider() {
  const intl = useIntl();
  const sliders = useResource((api, lang, signal) => fetchSliders(api, lang, signal), []);
  const [index, setIndex] = useState(0);
  const dots = useRef<HTMLDivElement>(null);
  if (sliders.status === 'loading')
    return (
      <Frame aria-busy="true">
        <Skeleton style={{ height: '100%', minHeight: 240, borderRadius: 0 }} />
      </Frame>
    );
  if (sliders.status === 'error') return <LoadError onRetry={sliders.retry} />;
  const published: SliderItem[] = sliders.data.filter((s) => s.status === 1);
  if (published.length === 0) return null;
  const total = published.length;
  const position = index % total;
  const current = published[position]!;
  const slideName = (i: number) => intl.formatMessage({ id: 'home.slideOf' }, { index: i + 1, total });
  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  const onDotsKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const target = { Home: 0, End: total - 1 }[event.key] ?? (step === undefined ? undefined : (position + step + total) % total);
    if (target === undefined) return;
    event.preventDefault();
    setIndex(target);
    dots.current?.querySelectorAll('button')[target]?.focus();
  };
  return (
    <Frame aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'home.slider' })} data-testid="slider">
      <Slide aria-roledescription="slide" aria-label={slideName(position)} aria-live="polite">
        <Copy>
          <h2>{current.title}</h2>
          <p>{current.text}</p>
          {current.link && <SlideLink link={current.link} />}
        </Copy>
        <img
          {...pictureSources(current.image, SLIDE_SIZES)}
          alt={current.imageAlt ?? current.title}
          width={640}
          height={420}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </Slide>
      {total > 1 && (
        <Controls>
          <button type="button" onClick={() => go(-1)} aria-label={intl.formatMessage({ id: 'home.prev' })}>
            ‹
          </button>
          <Dots ref={dots} role="group" aria-label={intl.formatMessage({ id: 'home.slidePicker' })} onKeyDown={onDotsKey} data-testid="slider-dots">
            {published.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={slideName(i)}
                aria-current={i === position ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
          <Counter aria-hidden="true" data-testid="slider-position">
            {position + 1} / {total}
          </Counter>
          <button type="button" onClick={() => go(1)} aria-label={intl.formatMessage({ id: 'home.next' })}>
            ›
          </button>
        </Controls>
      )}
    </Frame>
  );
}
