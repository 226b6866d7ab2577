import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    border-color: transparent;
  `,
};

/** The bank's buttons (docs/design-tokens.md): primary, secondary and ghost; at least 44 px tall. */
export const Button = styled.button.attrs<{ variant?: ButtonVariant }>((p) => ({ type: p.type ?? 'button' }))<{
  variant?: ButtonVariant;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.control}px;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ variant = 'primary' }) => variants[variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
