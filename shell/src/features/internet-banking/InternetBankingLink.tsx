import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useRuntimeConfig } from '@ssb/contracts';

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
`;

/** The external internet-banking login: where it lives is a runtime setting, not a build one. */
export function InternetBankingLink() {
  const { internetBankingUrl } = useRuntimeConfig();
  return (
    <Ib href={internetBankingUrl} target="_blank" rel="noopener noreferrer" data-testid="internet-banking">
      <FormattedMessage id="nav.internetBanking" />
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="nav.newWindow" />
      </span>
    </Ib>
  );
}
