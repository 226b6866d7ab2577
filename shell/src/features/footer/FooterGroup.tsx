import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLang, media } from '@ssb/contracts';
import { shellColors } from '../../app/shellStyle';
import { useMediaQuery } from '../a11y';
import { withType } from '../tabs';
import type { FooterGroupData } from './footerLinks';

const Group = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.type.body.size}px;
    line-height: ${({ theme }) => theme.type.body.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${shellColors.footerText};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.mobile} {
    border-bottom: 1px solid ${shellColors.footerDivider};
    h2 {
      margin: 0;
    }
    ul {
      padding-bottom: ${({ theme }) => theme.space[2]}px;
    }
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget + 4}px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform 150ms;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const FooterLinkItem = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  color: ${shellColors.footerMuted};
  text-decoration: none;
  &:hover {
    color: ${shellColors.footerText};
    text-decoration: underline;
  }
  ${media.mobile} {
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;

/**
 * A group of footer links. Phones show it as a disclosure that starts closed (the spec's
 * show-children flag); wider screens have room to show every column open.
 */
export function FooterGroup({ group }: { group: FooterGroupData }) {
  const lang = useLang();
  const compact = useMediaQuery(media.mobile.replace('@media ', ''));
  const [showChildren, setShowChildren] = useState(false);
  const listId = useId();
  const open = !compact || showChildren;
  return (
    <Group data-testid={`footer-group-${group.id}`}>
      <h2>
        {compact ? (
          <Toggle type="button" aria-expanded={showChildren} aria-controls={listId} onClick={() => setShowChildren((v) => !v)}>
            <FormattedMessage id={group.title} />
            <svg width="14" height="14" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </Toggle>
        ) : (
          <FormattedMessage id={group.title} />
        )}
      </h2>
      <ul id={listId} hidden={!open}>
        {group.links.map((link) => (
          <li key={`${link.path}${link.type}`}>
            <FooterLinkItem to={withType(link.path, lang, link.type)}>
              <FormattedMessage id={link.label} />
            </FooterLinkItem>
          </li>
        ))}
      </ul>
    </Group>
  );
}
