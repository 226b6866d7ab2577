import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@ssb/contracts';

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.h2.size}px;
  line-height: ${({ theme }) => theme.type.h2.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[3]}px;
`;

export const ItemTitle = styled.h2`
  font-size: ${({ theme }) => theme.type.h3.size}px;
  line-height: ${({ theme }) => theme.type.h3.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space[2]}px 0;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
`;

export const Facts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  li + li {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }
`;

export const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const ItemCard = styled(Card)`
  display: flex;
  flex-direction: column;
  > :last-child {
    margin-top: auto;
  }
`;

export const Text = styled.div`
  max-width: 820px;
  white-space: pre-line;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const Page = styled.div`
  padding-bottom: ${({ theme }) => theme.space[6]}px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ScrollBox = styled.div`
  overflow-x: auto;
`;

/**
 * The sideways-scrolling box of a wide table (phones): a named region, in the tab order while
 * the table is wider than the box, so a keyboard user can reach it and scroll it with the arrow
 * keys (WCAG 2.1.1; axe's scrollable-region-focusable). A table that fits is no tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <ScrollBox ref={box} role="region" aria-label={intl.formatMessage({ id: label })} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </ScrollBox>
  );
}

/**
 * Whether the box is narrower than its content, kept up to date as either changes size. True
 * until measured: the server's HTML keeps the region reachable before any script runs.
 */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
