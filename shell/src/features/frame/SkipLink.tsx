import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { layers } from '../../app/shellStyle';

const Skip = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]}px;
  top: -100px;
  z-index: ${layers.skipLink};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onPrimary} !important;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

/** The first stop of the keyboard: straight to the page content. */
export function SkipLink() {
  return (
    <Skip href="#main" data-testid="skip-link">
      <FormattedMessage id="skip.toMain" />
    </Skip>
  );
}
