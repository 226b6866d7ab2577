import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container } from '@ssb/contracts';

const Band = styled.footer`
  margin-top: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[5]}px 0;
  background: #1f1f22;
  color: #f2f2f2;
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
`;

export function Footer() {
  return (
    <Band>
      <Container>
        <p>
          <FormattedMessage id="footer.contact" />
        </p>
        <p>
          <FormattedMessage id="footer.hours" />
        </p>
        <p>
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </p>
      </Container>
    </Band>
  );
}
