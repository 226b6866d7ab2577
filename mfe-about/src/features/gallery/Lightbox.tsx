import { useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GalleryPhoto } from '@ssb/api-client';
import { useBackdropClose, useModal } from '@ssb/ui-kit';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.dialog};
  background: rgba(0, 0, 0, 0.85);
  display: flex;
  align-items: center;
  justify-content: center;
`;
const Box = styled.div`
  position: relative;
  max-width: min(1100px, 96vw);
  color: #fff;
  img {
    max-width: 100%;
    max-height: 78vh;
    height: auto;
    display: block;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    margin: 8px 8px 0 0;
    background: #fff;
    color: #111;
    border: 0;
    border-radius: 8px;
    padding: 0 12px;
    cursor: pointer;
  }
`;

interface Props {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A photo over the page: arrows move, Esc or the backdrop closes, Tab stays inside, focus returns. */
export function Lightbox({ photos, index, onIndex, onClose }: Props) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const photo = photos[index];
  const count = photos.length;
  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    },
    [index, count, onIndex],
  );
  useModal(box, onClose, onKey);
  const backdrop = useBackdropClose(onClose);

  if (!photo) return null;
  return (
    <Backdrop data-testid="lightbox-backdrop" {...backdrop}>
      <Box ref={box} role="dialog" aria-modal="true" aria-label={photo.title}>
        <img src={photo.url} alt={photo.title} width={photo.width} height={photo.height} />
        <p>
          {photo.title} · <FormattedMessage id="gallery.of" values={{ n: index + 1, count }} />
        </p>
        <button type="button" onClick={onClose}>
          <FormattedMessage id="gallery.close" />
        </button>
        <button type="button" aria-label={intl.formatMessage({ id: 'gallery.prev' })} onClick={() => onIndex((index - 1 + count) % count)}>
          ←
        </button>
        <button type="button" aria-label={intl.formatMessage({ id: 'gallery.next' })} onClick={() => onIndex((index + 1) % count)}>
          →
        </button>
      </Box>
    </Backdrop>
  );
}
