import styled from 'styled-components';

/** A square button of the touch-target size that shows only an icon (close, search, menu). Name it with aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget}px;
  height: ${({ theme }) => theme.touchTarget}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The close cross, drawn in the text colour. */
export const CloseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
  </svg>
);
