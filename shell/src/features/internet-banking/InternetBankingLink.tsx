import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media, useRuntimeConfig } from '@ssb/contracts';

const Ib = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* In a phone's header, beside the logo and the burger: smaller, on one line, still a 44 px target. */
  &[data-compact] {
    ${media.mobile} {
      min-width: 0;
      padding: 0 ${({ theme }) => theme.space[2]}px;
      font-size: ${({ theme }) => theme.type.small.size}px;
      line-height: ${({ theme }) => theme.type.small.line}px;
    }
  }
`;

/**
 * The external internet-banking login: where it lives is a runtime setting, not a build one.
 * `compact`: the phone header's version, one tap away without opening the menu.
 */
export function InternetBankingLink({ compact = false, testId = 'internet-banking' }: { compact?: boolean; testId?: string }) {
  const { internetBankingUrl } = useRuntimeConfig();
  return (
    <Ib href={internetBankingUrl} target="_blank" rel="noopener noreferrer" data-testid={testId} data-compact={compact ? '' : undefined}>
      <FormattedMessage id="nav.internetBanking" />
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="nav.newWindow" />
      </span>
    </Ib>
  );
}
