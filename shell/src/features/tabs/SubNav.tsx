import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media, parseLocalizedPath, useLang } from '@ssb/contracts';
import { Container } from '@ssb/ui-kit';
import { sizes } from '../../app/shellStyle';
import { isSubItemActive, pageLabel, tabHref, tabOf, withType } from './tabs';
import { useActiveTab } from './TabTypeContext';
import { useIsNotFound } from '../not-found';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

/** Holds the strip and its edge fades, which show there is more to scroll to on that side. */
const Strip = styled.div<{ $start: boolean; $end: boolean }>`
  position: relative;
  ${media.mobile} {
    margin: 0 -${({ theme }) => theme.layout.gutterMobile}px;
  }
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    width: ${({ theme }) => theme.space[6]}px;
    pointer-events: none;
    transition: opacity 150ms;
  }
  &::before {
    left: 0;
    opacity: ${({ $start }) => ($start ? 1 : 0)};
    background: linear-gradient(to right, ${({ theme }) => theme.colors.surface} 25%, transparent);
  }
  &::after {
    right: 0;
    opacity: ${({ $end }) => ($end ? 1 : 0)};
    background: linear-gradient(to left, ${({ theme }) => theme.colors.surface} 45%, transparent);
    /* A chevron says in so many words that the row goes on. */
    content: '›';
    display: flex;
    align-items: center;
    justify-content: flex-end;
    padding-right: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 22px;
    line-height: 1;
  }
  ${media.reducedMotion} {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  /* Items carry their own padding; a small gap keeps the longest row (Tajik, the "about" tab)
     on one line at 1280 px. */
  gap: ${({ theme }) => theme.space[0]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: ${sizes.subNavHeight}px;
  align-items: center;
  overflow-x: auto;
  scrollbar-width: thin;
  /* Edge shadows where the row goes on, drawn by the browser from the scroll position itself:
     there before any script runs (the fades above follow once it does). */
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left center / 24px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right center / 24px 100% no-repeat local,
    linear-gradient(to right, rgba(40, 40, 40, 0.16), transparent) left center / 10px 100% no-repeat scroll,
    linear-gradient(to left, rgba(40, 40, 40, 0.16), transparent) right center / 10px 100% no-repeat scroll;
  ${media.mobile} {
    /* One scrolling row on phones; the page never scrolls sideways. */
    padding: 0 ${({ theme }) => theme.layout.gutterMobile}px;
    scroll-padding: 0 ${({ theme }) => theme.space[6]}px;
  }
`;

const Rights = styled.li`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space[1]}px;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget - 8}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.control}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.type.small.size}px;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${media.mobile} {
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;

/** Whether the strip has more to show before and after what is in view. */
function useOverflow(list: RefObject<HTMLUListElement | null>) {
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return undefined;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOverflow((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [list]);
  return overflow;
}

/**
 * Brings the current item into the strip's view (centred when it can be) by scrolling the strip
 * alone: scrollIntoView would move the page too.
 */
export function revealActiveItem(list: HTMLElement): void {
  const active = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!active || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const itemBox = active.getBoundingClientRect();
  const offset = itemBox.left - listBox.left + list.scrollLeft;
  list.scrollLeft = Math.max(0, offset - (list.clientWidth - itemBox.width) / 2);
}

/**
 * The children of the active tab (links keep its `type`), then the customer-rights link. On a
 * narrow screen it is one row that scrolls sideways: edge fades show where more is, and the
 * current item is scrolled into view on every navigation.
 */
export function SubNav() {
  const lang = useLang();
  const intl = useIntl();
  const type = useActiveTab();
  const { pathname } = useLocation();
  const { path } = parseLocalizedPath(pathname);
  // A 404 page is no item's page (/news/rko is not /rko), and so it is the same at every address
  // of its route, as the site server caches it.
  const notFound = useIsNotFound();
  const tab = tabOf(type);
  const rights = tabOf(5);
  const list = useRef<HTMLUListElement>(null);
  const overflow = useOverflow(list);
  useEffect(() => {
    if (list.current) revealActiveItem(list.current);
  }, [path, type]);
  return (
    <Bar aria-label={intl.formatMessage({ id: 'nav.subsections' })} data-testid="sub-nav">
      <Container>
        <Strip $start={overflow.start} $end={overflow.end} data-overflow-start={overflow.start} data-overflow-end={overflow.end}>
          <List ref={list}>
            {tab.children.map((name) => (
              <li key={name}>
                <Item to={withType(`/${name}`, lang, type)} aria-current={!notFound && isSubItemActive(path, name) ? 'page' : undefined}>
                  <FormattedMessage id={pageLabel(name)} />
                </Item>
              </li>
            ))}
            {/* Type 5: the customer-rights page, at hand at the end of the bar (unless listed). */}
            {!tab.children.includes('rights') && (
              <Rights>
                <Item to={tabHref(rights, lang)} aria-current={type === 5 ? 'page' : undefined} data-tab={5}>
                  <FormattedMessage id={rights.label} />
                </Item>
              </Rights>
            )}
          </List>
        </Strip>
      </Container>
    </Bar>
  );
}
