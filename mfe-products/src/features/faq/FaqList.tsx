import { useId, useState } from 'react';
import styled from 'styled-components';
import { useResource } from '@ssb/contracts';
import { Skeleton } from '@ssb/ui-kit';
import { fetchFaq, type FaqItem, type FaqSection } from '@ssb/api-client';
import { ResourceView } from '../../ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  max-width: 860px;
`;

const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const Question = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget}px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;
  color: inherit;
  &::after {
    content: '+';
    font-size: 22px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function FaqEntry({ item, level }: { item: FaqItem; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Item>
      <Heading style={{ margin: 0, fontSize: 'inherit' }}>
        <Question aria-expanded={open} aria-controls={`${id}-a`} id={`${id}-q`} onClick={() => setOpen((o) => !o)}>
          {item.question}
        </Question>
      </Heading>
      <Answer id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open}>
        {item.answer}
      </Answer>
    </Item>
  );
}

/**
 * Questions of one section (on a product's page, of that product: `product`); each starts closed
 * and opens with a click, Enter or Space.
 */
export function FaqList({
  section,
  product,
  level = 2,
}: {
  section: FaqSection;
  product?: number;
  /** Level of the questions' headings. */
  level?: 2 | 3;
}) {
  const faq = useResource((api, lang, signal) => fetchFaq(api, lang, section, signal, product), [section, product]);
  return (
    <ResourceView
      resource={faq}
      empty="faq.empty"
      skeleton={[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} style={{ height: 52, marginBottom: 8, maxWidth: 860 }} />
      ))}
    >
      {(items) => (
        <List data-testid="faq">
          {items.map((item) => (
            <FaqEntry key={item.id} item={item} level={level} />
          ))}
        </List>
      )}
    </ResourceView>
  );
}
