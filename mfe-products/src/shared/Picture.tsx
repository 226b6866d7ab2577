import styled from 'styled-components';
import { pictureSources } from '@ssb/contracts';

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.background};
`;

interface Props {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** Its fetch priority: high by default when `eager` (one image a page should have it), else the browser's. */
  priority?: 'high' | 'low';
  /** How wide the layout shows it, for a studio picture's srcset (CARD_SIZES by default). */
  sizes?: string;
}

/** A card: most of a phone's width, at most ~400 px from a tablet on (the grids' widest track). */
const CARD_SIZES = '(max-width: 767px) 100vw, 400px';

/**
 * An image with its size reserved (no layout shift), lazy below the fold. Nothing when there is
 * no image. A picture from the content studio comes with every width it is stored at (srcset).
 */
export function Picture({ src, alt, width, height, eager = false, priority = eager ? 'high' : undefined, sizes = CARD_SIZES }: Props) {
  if (!src) return null;
  return (
    <Img
      {...pictureSources(src, sizes)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority}
    />
  );
}
