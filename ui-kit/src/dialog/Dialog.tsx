import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { useBackdropClose, useModal } from './useModal';
import { IconButton } from './IconButton';

// The panel is the <dialog> itself, in the browser's top layer above everything on the page;
// its ::backdrop dims the page behind. 100vw, not the inset alone, for the backdrops: the shell
// reserves a scrollbar's gutter (scrollbar-gutter: stable), which inset 0 leaves uncovered.
const Panel = styled.dialog<{ $width: number }>`
  box-sizing: border-box;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.dialog}px;
  width: calc(100% - ${({ theme }) => theme.space[4] * 2}px);
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  overflow: visible;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &[open] {
    display: flex;
    flex-direction: column;
  }
  /* The shell's toast comes into an open modal dialog (the only place above it and not inert) as
     its live region, a role="status" child. Fixed at the viewport's corner it covered the right end
     of a form's Send button at 1280 px; here it is laid out at the panel's foot, below the body, so
     it covers nothing the dialog holds, whatever the panel's size. (More specific than its own
     position, which still places it over the page when no dialog is open.) */
  > [role='status'] {
    flex: none;
  }
  > [role='status'] > * {
    position: static;
    max-width: none;
    margin: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
    box-shadow: none;
  }
  &::backdrop {
    width: 100vw;
    background: ${({ theme }) => theme.colors.backdrop};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  /* A phone's sheet: the whole viewport (the dynamic one, so the browser's bars hide nothing),
     no page left showing beside it; its head stays at the top while the body scrolls. */
  ${media.mobile} {
    position: fixed;
    inset: 0;
    margin: 0;
    width: 100vw;
    max-width: none;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    box-shadow: none;
    &:focus-visible {
      outline-offset: -2px;
    }
    > [role='status'] > * {
      margin: 0 ${({ theme }) => theme.space[3]}px max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-bottom));
    }
  }
`;

// Behind the panel, over the whole viewport (fixed: the dialog is no containing block for it), under
// the panel's content: a click here is a click beside the panel. Transparent: ::backdrop dims.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  width: 100vw;
  z-index: -1;
`;

const Head = styled.div`
  flex: none;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px 0;
  h2 {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
  ${media.mobile} {
    padding: max(${({ theme }) => theme.space[2]}px, env(safe-area-inset-top)) max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-right))
      ${({ theme }) => theme.space[2]}px max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-left));
    align-items: center;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    h2 {
      font-size: ${({ theme }) => theme.type.h3.size}px;
      line-height: ${({ theme }) => theme.type.h3.line}px;
    }
  }
`;

const Close = styled(IconButton)`
  flex: none;
  font-size: 28px;
  line-height: 1;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: auto;
  overscroll-behavior: contain;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[3]}px max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-right))
      max(${({ theme }) => theme.space[4]}px, env(safe-area-inset-bottom)) max(${({ theme }) => theme.space[3]}px, env(safe-area-inset-left));
  }
`;

/**
 * The site's modal dialog, a native `<dialog>` (see useModal): the title is its accessible name;
 * focus moves in and stays inside, the page behind is inert; Escape, the close button and a
 * click beside it close it, focus goes back to the opener, the page behind does not scroll. On a
 * phone it is a full-screen sheet whose head stays at the top while its body scrolls. `width` is
 * the panel's largest width: a form is narrow, a schedule wide. Mount it to open it.
 */
export function Dialog({
  title,
  onClose,
  children,
  testId,
  width = 'wide',
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  width?: 'narrow' | 'wide';
}) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModal(panel, onClose, { initialFocus: close });
  const backdrop = useBackdropClose(onClose);

  return (
    <Panel ref={panel} aria-labelledby={titleId} data-testid={testId} $width={width === 'wide' ? 960 : 560}>
      <Backdrop data-testid="dialog-backdrop" {...backdrop} />
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Close ref={close} type="button" aria-label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
      </Head>
      <Body>{children}</Body>
    </Panel>
  );
}
