import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { localizePath, useLang, useResource } from '@ssb/contracts';
import { fetchPopularProducts, fetchRates, fetchUsefulLinks } from '@ssb/api-client';
import { ItemCard, ItemTitle, MoreLink, Muted, Page, Section, SectionTitle, Container, Skeleton } from '@ssb/ui-kit';
import { ResourceView, PageIntro } from '../../ui';
import { Picture } from '../../shared/Picture';
import { CardGrid } from '../../shared/CardGrid';
import { GridSkeleton } from '../credits';
import { RatesTable, ratesDate } from '../rates';
import { HomeSlider } from './Slider';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const LinkList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: ${({ theme }) => theme.space[2]}px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.card}px;
    color: inherit;
    text-decoration: none;
  }
  img {
    flex: none;
  }
`;

function PopularProducts() {
  const lang = useLang();
  const products = useResource((api, l, signal) => fetchPopularProducts(api, l, signal), []);
  return (
    <ResourceView resource={products} skeleton={<GridSkeleton height={340} count={4} rowOnPhone />} empty="home.popularEmpty">
      {(list) => (
        <CardGrid rowOnPhone data-testid="popular-products">
          {list.map((p, i) => (
            <ItemCard key={p.id} data-testid="popular-product">
              {/* The first card is in the first screen on a phone, but the slider above it is the
                  largest paint: the cards' pictures come after the slide's (in the first screen
                  the browser would raise them to high and they would share its round trips on 2G). */}
              <Picture src={p.image} alt={p.title} width={400} height={225} eager={i === 0} priority="low" />
              <ItemTitle>{p.title}</ItemTitle>
              <Muted>{p.summary}</Muted>
              <MoreLink to={localizePath(p.link, lang)}>
                <FormattedMessage id="common.more" />
                <span className="visually-hidden">: {p.title}</span>
              </MoreLink>
            </ItemCard>
          ))}
        </CardGrid>
      )}
    </ResourceView>
  );
}

function RatesSummary() {
  const lang = useLang();
  const rates = useResource((api, l, signal) => fetchRates(api, l, 'NON_CASH', signal), []);
  return (
    <div data-testid="home-rates">
      <ResourceView resource={rates} skeleton={<Skeleton style={{ height: 200 }} />}>
        {(answer) =>
          answer.ready ? (
            <>
              {answer.updatedAt && (
                <Muted>
                  <FormattedMessage id="rates.date" values={ratesDate(answer.updatedAt)} />
                </Muted>
              )}
              <RatesTable rates={answer.results} compact />
            </>
          ) : (
            <Muted>{answer.message}</Muted>
          )
        }
      </ResourceView>
      <p>
        <MoreLink to={localizePath('/Rates', lang)}>
          <FormattedMessage id="home.allRates" />
        </MoreLink>
      </p>
    </div>
  );
}

function Calculators() {
  const lang = useLang();
  return (
    <ItemCard>
      <ItemTitle as="h3">
        <FormattedMessage id="home.calculators" />
      </ItemTitle>
      <Muted>
        <FormattedMessage id="home.calculatorsText" />
      </Muted>
      <ul>
        <li>
          <Link to={`${localizePath('/calculators', lang)}?kind=credit`}>
            <FormattedMessage id="home.creditCalculator" />
          </Link>
        </li>
        <li>
          <Link to={`${localizePath('/calculators', lang)}?kind=deposit`}>
            <FormattedMessage id="home.depositCalculator" />
          </Link>
        </li>
      </ul>
    </ItemCard>
  );
}

function UsefulLinks() {
  const links = useResource((api, lang, signal) => fetchUsefulLinks(api, lang, signal), []);
  return (
    <ResourceView resource={links} skeleton={<Skeleton style={{ height: 60 }} />} empty="home.linksEmpty">
      {(list) => (
        <LinkList data-testid="useful-links">
          {list.map((link) => (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.image && <img src={link.image} alt="" width={40} height={40} loading="lazy" />}
                <span>{link.title}</span>
              </a>
            </li>
          ))}
        </LinkList>
      )}
    </ResourceView>
  );
}

/** The home page: sliders, popular products, rates, calculators and useful links from the API. */
export default function HomePage() {
  return (
    <Container as={Page}>
      <div className="visually-hidden">
        <PageIntro name="home" fallbackTitle="home.title" keepDocumentTitle />
      </div>
      <HomeSlider />
      <Section>
        <SectionTitle>
          <FormattedMessage id="home.popular" />
        </SectionTitle>
        <PopularProducts />
      </Section>
      <Section>
        <Columns>
          <div>
            <SectionTitle>
              <FormattedMessage id="home.rates" />
            </SectionTitle>
            <RatesSummary />
          </div>
          <div>
            <SectionTitle>
              <FormattedMessage id="home.calculators" />
            </SectionTitle>
            <Calculators />
          </div>
        </Columns>
      </Section>
      <Section>
        <SectionTitle>
          <FormattedMessage id="home.links" />
        </SectionTitle>
        <UsefulLinks />
      </Section>
    </Container>
  );
}
