import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container, media } from '@ssb/contracts';
import { CreditGrid } from '../credits/CreditGrid';

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  padding: ${({ theme }) => theme.space[6]}px;
  margin: ${({ theme }) => theme.space[5]}px 0;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]}px;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.type.display.size}px;
  line-height: ${({ theme }) => theme.type.display.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.type.lead.size}px;
  line-height: ${({ theme }) => theme.type.lead.line}px;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.h2.size}px;
  line-height: ${({ theme }) => theme.type.h2.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export default function HomePage() {
  return (
    <Container>
      <Hero>
        <Title>
          <FormattedMessage id="home.title" />
        </Title>
        <Lead>
          <FormattedMessage id="home.lead" />
        </Lead>
      </Hero>
      <SectionTitle>
        <FormattedMessage id="home.credits" />
      </SectionTitle>
      <CreditGrid />
    </Container>
  );
}
