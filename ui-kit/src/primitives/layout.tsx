import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { Skeleton } from './Skeleton';

/** The content column: at most 1280 px, 16 px gutters on phones, 24 on larger screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutterTablet}px;
  box-sizing: border-box;
  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.layout.gutterMobile}px;
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.type.display.size}px;
  line-height: ${({ theme }) => theme.type.display.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
`;

export const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.card}px;
  padding: ${({ theme }) => theme.space[4]}px;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
`;

/**
 * Where a PageTitle will be while its text loads: the same margins and line height at every
 * width, so the page does not move when the heading arrives (CLS).
 */
export const TitleSkeleton = styled(Skeleton)`
  height: ${({ theme }) => theme.type.display.line}px;
  margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    height: ${({ theme }) => theme.type.h2.line}px;
  }
`;

/** Where a page's lead line will be: one line wide, two on a phone (where most leads wrap). */
export const LeadSkeleton = styled(Skeleton)`
  height: ${({ theme }) => theme.type.lead.line}px;
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ${media.mobile} {
    height: ${({ theme }) => theme.type.lead.line * 2}px;
  }
`;
