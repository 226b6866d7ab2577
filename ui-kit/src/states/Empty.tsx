import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Box = styled.p`
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

/** An empty list, said in words: `id` is a message of the part's own catalog. */
export function Empty({ id }: { id: string }) {
  return (
    <Box data-testid="empty">
      <FormattedMessage id={id} />
    </Box>
  );
}
