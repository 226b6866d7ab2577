import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../primitives/layout';

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
