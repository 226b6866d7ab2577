import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { BANK_LEGAL_ADDRESS, BANK_LICENCE, BANK_REGULATOR, appLinksOf, media, useLang, useRuntimeConfig } from '@ssb/contracts';
import { Container, formatDate } from '@ssb/ui-kit';
import { shellColors, sizes } from '../../app/shellStyle';
import { APP_LINK_LABELS, CONTACT, EXTERNAL_LINKS, FOOTER_GROUPS, MANUALS, manualIn, PRIVACY, SOCIAL_LINKS } from './footerLinks';
import { withType } from '../tabs';
import { FooterGroup } from './FooterGroup';
import { NewsletterSlot } from './NewsletterSlot';

const Band = styled.footer`
  margin-top: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[4]}px;
  background: ${shellColors.footerBg};
  color: ${shellColors.footerText};
  font-size: ${({ theme }) => theme.type.small.size}px;
  line-height: ${({ theme }) => theme.type.small.line}px;
  a {
    color: ${shellColors.footerMuted};
  }
  a:hover {
    color: ${shellColors.footerText};
  }
  :focus-visible {
    outline-color: ${shellColors.footerFocus};
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.type.body.size}px;
    line-height: ${({ theme }) => theme.type.body.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.mobile} {
    padding-top: ${({ theme }) => theme.space[3]}px;
    /* The fixed bottom menu must not cover the last lines. */
    padding-bottom: calc(${sizes.bottomMenuHeight + 16}px + env(safe-area-inset-bottom, 0px));
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: repeat(3, 1fr) 1.4fr;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
  }
  @media (min-width: 768px) and (max-width: 1023px) {
    grid-template-columns: repeat(3, 1fr);
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Section = styled.div`
  ${media.mobile} {
    padding-top: ${({ theme }) => theme.space[4]}px;
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: repeat(4, 1fr);
  margin-top: ${({ theme }) => theme.space[5]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${shellColors.footerDivider};
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[4]}px;
    margin-top: ${({ theme }) => theme.space[4]}px;
    padding-top: ${({ theme }) => theme.space[4]}px;
  }
  @media (min-width: 768px) and (max-width: 1023px) {
    grid-template-columns: repeat(2, 1fr);
  }
  li a,
  p a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    ${media.mobile} {
      min-height: ${({ theme }) => theme.touchTarget}px;
    }
  }
`;

const Phone = styled.a`
  font-size: ${({ theme }) => theme.type.h2.size}px;
  line-height: ${({ theme }) => theme.type.h2.line}px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${shellColors.footerText} !important;
  text-decoration: none;
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.touchTarget}px;
    height: ${({ theme }) => theme.touchTarget}px;
    border: 1px solid ${shellColors.footerDivider};
    border-radius: 50%;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${shellColors.footerDivider};
  color: ${shellColors.footerMuted};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
  }
`;

const Legal = styled.div`
  flex-basis: 100%;
  p {
    margin: 0;
  }
`;

/** The licence's date as every part writes it (DD.MM.YYYY, as the calculators' exports do). */
const licenceDate = () => {
  const [year, month, day] = BANK_LICENCE.date.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(year, month - 1, day));
};

/** The footer of every page: link groups, newsletter, contacts, hours, manuals, apps, links. */
export function Footer() {
  const intl = useIntl();
  const newWindow = intl.formatMessage({ id: 'nav.newWindow' });
  const lang = useLang();
  // One setting of the site server, shared with the SSB Mobile page.
  const appLinks = appLinksOf(useRuntimeConfig());
  const apps = APP_LINK_LABELS.map((app) => ({ ...app, href: appLinks[app.key] }));
  return (
    <Band data-testid="footer">
      <Container>
        <Grid>
          {FOOTER_GROUPS.map((group) => (
            <FooterGroup key={group.id} group={group} />
          ))}
          <Section>
            <h2>
              <FormattedMessage id="footer.subscribe" />
            </h2>
            <NewsletterSlot />
          </Section>
        </Grid>

        <Info>
          <section>
            <h3>
              <FormattedMessage id="footer.contacts" />
            </h3>
            <p>
              <Phone href={`tel:${CONTACT.phone}`} aria-label={intl.formatMessage({ id: 'footer.contact' })}>
                {CONTACT.phone}
              </Phone>
            </p>
            <p>
              <FormattedMessage id="footer.contact" />
            </p>
            <p>
              <FormattedMessage id="footer.email" />: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </p>
            <h3 style={{ marginTop: 16 }}>
              <FormattedMessage id="footer.address" />
            </h3>
            <address style={{ fontStyle: 'normal' }}>
              <FormattedMessage id="footer.addressText" />
            </address>
          </section>
          <section>
            <h3>
              <FormattedMessage id="footer.hours" />
            </h3>
            <p>
              <FormattedMessage id="footer.hoursWeekdays" />
            </p>
            <p>
              <FormattedMessage id="footer.hoursSaturday" />
            </p>
            <p>
              <FormattedMessage id="footer.hoursSunday" />
            </p>
            <h3 style={{ marginTop: 16 }}>
              <FormattedMessage id="footer.social" />
            </h3>
            <Social>
              {SOCIAL_LINKS.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.name} ${newWindow}`}>
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                      <path d={s.icon} stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </a>
                </li>
              ))}
            </Social>
          </section>
          <section>
            <h3>
              <FormattedMessage id="footer.manuals" />
            </h3>
            <ul>
              {MANUALS.map((m) => (
                <li key={m.href}>
                  <a href={manualIn(m.href, lang)} download>
                    <FormattedMessage id={m.label} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3>
              <FormattedMessage id="footer.app" />
            </h3>
            <ul>
              {apps.map((app) =>
                app.download ? (
                  <li key={app.href}>
                    <a href={app.href} download>
                      <FormattedMessage id={app.label} />
                    </a>
                  </li>
                ) : (
                  <li key={app.href}>
                    <a href={app.href} target="_blank" rel="noopener noreferrer">
                      <FormattedMessage id={app.label} />
                      <span className="visually-hidden"> {newWindow}</span>
                    </a>
                  </li>
                ),
              )}
            </ul>
          </section>
        </Info>

        <Bottom>
          <nav aria-label={intl.formatMessage({ id: 'footer.links' })}>
            <ul>
              {EXTERNAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id={link.label} />
                    <span className="visually-hidden"> {newWindow}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Legal data-testid="footer-legal">
            <p>
              <FormattedMessage id="footer.licence" values={{ number: BANK_LICENCE.number, date: licenceDate(), regulator: BANK_REGULATOR[lang] }} />
            </p>
            <p>
              <FormattedMessage id="footer.legalAddress" values={{ address: BANK_LEGAL_ADDRESS[lang] }} />
            </p>
          </Legal>
          <p>
            <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />{' '}
            <Link to={withType(PRIVACY.path, lang, PRIVACY.type)} data-testid="footer-privacy">
              <FormattedMessage id={PRIVACY.label} />
            </Link>
          </p>
        </Bottom>
      </Container>
    </Band>
  );
}
