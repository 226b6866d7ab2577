import { useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GalleryPhoto } from '@ssb/api-client';
import { useBackdropClose, useModal } from '@ssb/ui-kit';

// The photo's frame is the <dialog>; what is inside covers it whole, so a click on the photo or
// between its buttons never reaches the backdrop behind.
const Modal = styled.dialog`
  max-width: min(1100px, 96vw);
  padding: 0;
  border: 0;
  background: transparent;
  color: #fff;
  overflow: visible;
  &::backdrop {
    width: 100vw;
    background: rgba(0, 0, 0, 0.85);
  }
`;
// Over the whole viewport around the photo (fixed: the dialog is no containing block for it).
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  width: 100vw;
  z-index: -1;
`;
const Box = styled.div`
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

/** A photo over the page, a native modal <dialog>: arrows move, Esc or a click beside it closes, focus stays inside and returns. */
export function Lightbox({ photos, index, onIndex, onClose }: Props) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const count = photos.length;
  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    },
    [index, count, onIndex],
  );
  useModal(dialog, onClose, { onKey, initialFocus: close });
  const backdrop = useBackdropClose(onClose);

  if (!photo) return null;
  return (
    <Modal ref={dialog} aria-label={photo.title}>
      <Backdrop data-testid="lightbox-backdrop" {...backdrop} />
      <Box>
        <img src={photo.url} alt={photo.title} width={photo.width} height={photo.height} />
        <p>
          {photo.title} · <FormattedMessage id="gallery.of" values={{ n: index + 1, count }} />
        </p>
        <button ref={close} type="button" onClick={onClose}>
          <FormattedMessage id="gallery.close" />
        </button>
        <button type="button" aria-label={intl.formatMessage({ id: 'gallery.prev' })} onClick={() => onIndex((index - 1 + count) % count)}>
          ←
        </button>
        <button type="button" aria-label={intl.formatMessage({ id: 'gallery.next' })} onClick={() => onIndex((index + 1) % count)}>
          →
        </button>
      </Box>
    </Modal>
  );
}
