import styled from 'styled-components';
import { useLang } from '../runtime/SiteContext';
import type { LangCode } from '../i18n/locales';

/** The few strings the contracts themselves show (fallbacks render outside any catalog). */
const SLOT_MESSAGES: Record<LangCode, { unavailable: string; retry: string }> = {
  tj: { unavailable: 'Модул муваққатан дастнорас аст, лутфан баъдтар кӯшиш кунед.', retry: 'Аз нав кӯшиш кардан' },
  ru: { unavailable: 'Модуль временно недоступен, попробуйте позже.', retry: 'Повторить' },
  en: { unavailable: 'This module is temporarily unavailable, please try later.', retry: 'Try again' },
};

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
  /* The secondary button of docs/design-tokens.md, the contract's own: it sits below the UI kit. */
  button {
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
    border-radius: ${({ theme }) => theme.radius.control}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
`;

/** The localised fallback of a remote page or widget that failed to load or render. */
export function ModuleUnavailable({ onRetry, remote }: { onRetry: () => void; remote: string }) {
  const text = SLOT_MESSAGES[useLang()];
  return (
    <Box role="alert" data-testid="module-unavailable" data-remote={remote}>
      <span>{text.unavailable}</span>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </Box>
  );
}
