import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { localizePath, useLang } from '@ssb/contracts';
import { SectionTitle } from '@ssb/ui-kit';
import { ActionLink } from './AboutFacts';

/** The contact centre and head office, as the seed's /contact-us page gives them. */
const CONTACT_PHONE = '8855';
const CONTACT_EMAIL = 'info@ssb.tj';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget}px;
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** How to reach the bank: phone, e-mail, the head office and its hours. */
export function Contacts() {
  const lang = useLang();
  return (
    <section aria-labelledby="about-contacts">
      <SectionTitle id="about-contacts">
        <FormattedMessage id="about.contacts.title" />
      </SectionTitle>
      <List data-testid="contacts">
        <dt>
          <FormattedMessage id="about.contacts.phone" />
        </dt>
        <dd>
          <a href={`tel:${CONTACT_PHONE}`}>{CONTACT_PHONE}</a> (<FormattedMessage id="about.contacts.phoneNote" />)
        </dd>
        <dt>
          <FormattedMessage id="about.contacts.email" />
        </dt>
        <dd>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </dd>
        <dt>
          <FormattedMessage id="about.contacts.address" />
        </dt>
        <dd>
          <FormattedMessage id="about.contacts.addressText" />
        </dd>
        <dt>
          <FormattedMessage id="about.contacts.hours" />
        </dt>
        <dd>
          <FormattedMessage id="about.contacts.hoursText" />
        </dd>
      </List>
      <ActionLink to={localizePath('/addresses', lang)}>
        <FormattedMessage id="about.contacts.all" />
      </ActionLink>
    </section>
  );
}
