import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media, useLang, type Resource } from '@ssb/contracts';
import { LoadError, Muted, SectionTitle, Skeleton, formatNumber } from '@ssb/ui-kit';
import type { KeyFigure } from './figures';

/** Two cards a row on a 390 px phone, as many as fit (up to five) on wider screens. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  padding: 0;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 128px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.type.display.size}px;
  line-height: ${({ theme }) => theme.type.display.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
`;

const CARDS = 5;

/** "The bank in figures": a grid of cards, each a big number over what it counts. */
export function KeyFigures({ figures }: { figures: Resource<KeyFigure[]> }) {
  const lang = useLang();
  return (
    <section aria-labelledby="about-figures">
      <SectionTitle id="about-figures">
        <FormattedMessage id="about.figures.title" />
      </SectionTitle>
      {figures.status === 'error' ? (
        <LoadError onRetry={figures.retry} />
      ) : figures.status === 'loading' ? (
        <Grid aria-busy="true">
          {Array.from({ length: CARDS }, (_, i) => (
            <Item key={i}>
              <Skeleton style={{ height: 38, maxWidth: 120 }} />
              <Skeleton style={{ height: 40 }} />
            </Item>
          ))}
        </Grid>
      ) : (
        <Grid data-testid="key-figures">
          {figures.data.map((f) => (
            <Item key={f.id} data-figure={f.id}>
              <Value>{formatNumber(f.value, lang)}</Value>
              <Label>
                <FormattedMessage id={f.label} values={f.values} />
              </Label>
            </Item>
          ))}
        </Grid>
      )}
      <Muted>
        <small>
          <FormattedMessage id="about.figures.note" />
        </small>
      </Muted>
    </section>
  );
}
