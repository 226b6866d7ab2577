import styled from 'styled-components';
import { useLang } from '../runtime/SiteContext';
import { SLOT_MESSAGES } from './messages';
import { Button } from '../ui/Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px dashed ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The localised fallback of a remote page or widget that failed to load or render. */
export function ModuleUnavailable({ onRetry, remote }: { onRetry: () => void; remote: string }) {
  const text = SLOT_MESSAGES[useLang()];
  return (
    <Box role="alert" data-testid="module-unavailable" data-remote={remote}>
      <span>{text.unavailable}</span>
      <Button variant="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </Box>
  );
}
