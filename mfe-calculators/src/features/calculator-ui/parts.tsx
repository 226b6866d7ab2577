import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '@ssb/contracts';
import { Button, Card, Skeleton } from '@ssb/ui-kit';

export const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  margin: ${({ theme }) => theme.space[4]}px 0;
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.type.h2.size}px;
    line-height: ${({ theme }) => theme.type.h2.line}px;
  }
  /* A phone: one column, the result right under the inputs, no blank band between them. */
  ${media.mobile} {
    gap: ${({ theme }) => theme.space[2]}px;
    h2 {
      margin-bottom: ${({ theme }) => theme.space[2]}px;
    }
  }
`;

/** The result column keeps its height whether it shows figures or a message (no layout shift). */
export const ResultArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Result = styled.dl`
  margin: 0;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd.main {
    font-size: ${({ theme }) => theme.type.display.size}px;
    line-height: ${({ theme }) => theme.type.display.line}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  /* A phone: a compact summary, each label and its figure on one line, the main figure first and larger. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[2]}px;
    row-gap: ${({ theme }) => theme.space[1]}px;
    align-items: baseline;
    dd {
      margin: 0;
      text-align: right;
      font-size: ${({ theme }) => theme.type.body.size}px;
      line-height: ${({ theme }) => theme.type.body.line}px;
    }
    dd.main {
      font-size: ${({ theme }) => theme.type.h2.size}px;
      line-height: ${({ theme }) => theme.type.h2.line}px;
    }
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  margin: 0;
`;

/**
 * Why there is no result. Keeps room for its longest text (the Tajik one) on larger screens, so
 * that it moves nothing when it appears; on a phone, where that room was a blank band under every
 * result, it takes room only while it says something (it appears after the visitor's own typing).
 */
export const Hint = styled.p`
  margin: 0;
  min-height: ${({ theme }) => theme.type.body.line * 2}px;
  ${media.mobile} {
    min-height: ${({ theme }) => theme.type.body.line * 3}px;
    &:empty {
      display: none;
    }
  }
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The result's buttons side by side, one under the other when the column is narrow. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Shown instead of a figure while the inputs are not computable. */
export const NO_VALUE = '—';

const Message = styled(Card)`
  margin: ${({ theme }) => theme.space[4]}px 0;
  min-height: 120px;
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: start;
`;

/** "Module temporarily unavailable in this language, try later", with a retry. */
export function CalculatorUnavailable({ onRetry, testId }: { onRetry?: () => void; testId: string }) {
  return (
    <Message role="alert" data-testid={testId}>
      <span>
        <FormattedMessage id="calc.unavailable" />
      </span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="calc.retry" />
        </Button>
      )}
    </Message>
  );
}

export function CalculatorSkeleton() {
  return <Skeleton style={{ minHeight: 360, margin: '16px 0' }} aria-busy="true" />;
}

export function ResultRow({ label, value, main, testId }: { label: ReactNode; value: string; main?: boolean; testId?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={main ? 'main' : undefined} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
