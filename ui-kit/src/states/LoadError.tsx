import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../primitives/Button';

const Box = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.errorSoft};
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  flex-wrap: wrap;
`;

/** A load that failed: the reason in the visitor's language and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <FormattedMessage id="ui.loadError" />
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </Button>
    </Box>
  );
}
