import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LOCALES, localeOf, useLang, type LangCode } from '@ssb/contracts';
import { shellColors } from '../../app/shellStyle';
import { useSwitchLanguage } from './useSwitchLanguage';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: ${({ theme }) => theme.touchTarget}px;
  min-width: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  svg {
    transition: transform 150ms;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const List = styled.ul<{ $up: boolean }>`
  position: absolute;
  ${({ $up }) => ($up ? 'bottom: calc(100% + 4px);' : 'top: calc(100% + 4px);')}
  right: 0;
  z-index: 10;
  min-width: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.control}px;
  box-shadow: 0 8px 24px ${shellColors.shadow};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.control - 2}px;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  li:hover,
  li:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  li[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const SHORT: Record<LangCode, string> = { tj: 'ТҶ', ru: 'РУ', en: 'EN' };

/**
 * The language dropdown: a button that opens a listbox. Arrows, Home and End move, Enter or
 * Space choose, Escape and Tab close it; focus goes back to the button on close.
 */
export function LanguageSwitcher({ opensUp = false }: { opensUp?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const switchTo = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  // Focus follows the active option while the list is open.
  useEffect(() => {
    if (open) list.current?.querySelectorAll<HTMLElement>('[role="option"]')[active]?.focus();
  }, [open, active]);

  // Escape closes the list alone, not a dialog around it (the mobile menu): handled on the list
  // itself, natively, since the dialog listens natively too, before React's handlers would run.
  useEffect(() => {
    const box = list.current;
    if (!open || !box) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    box.addEventListener('keydown', onEscape);
    return () => box.removeEventListener('keydown', onEscape);
  }, [open]);

  // A click elsewhere closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !list.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        LOCALES.findIndex((l) => l.code === lang),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (code: LangCode) => {
    close();
    switchTo(code);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = LOCALES.length - 1;
    const move: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0), Home: 0, End: last };
    if (event.key in move) {
      event.preventDefault();
      setActive(move[event.key] ?? 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const locale = LOCALES[active];
      if (locale) choose(locale.code);
    } else if (event.key === 'Tab') {
      // Tab never leaves focus stranded in a closed list: it goes back to the button.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <Wrap>
      <Toggle
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        // The name starts with what is seen ("РУ — язык: Русский"): label in name.
        aria-label={intl.formatMessage({ id: 'nav.languageCurrent' }, { short: SHORT[lang], name: localeOf(lang).nativeName })}
        data-testid="language-switcher"
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">{SHORT[lang]}</span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </Toggle>
      {open && (
        <List ref={list} id={`${id}-list`} role="listbox" $up={opensUp} aria-label={intl.formatMessage({ id: 'nav.language' })} onKeyDown={onListKey}>
          {LOCALES.map((locale, index) => (
            <li
              key={locale.code}
              role="option"
              lang={locale.iso}
              tabIndex={index === active ? 0 : -1}
              aria-selected={locale.code === lang}
              onClick={() => choose(locale.code)}
            >
              {locale.nativeName}
              <span aria-hidden="true">{SHORT[locale.code]}</span>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
