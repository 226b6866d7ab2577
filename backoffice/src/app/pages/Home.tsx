import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '@ssb/ui-kit';
import { mayOpen, PAGES } from '../../shared/pages';
import type { SessionInfo } from '../api';
import { NAV } from '../parts/Layout';
import { Section } from '../parts/ui';

/** Who is signed in, their roles, and what they may open. */
export function Home({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const roles = session.roles.map((role) => intl.formatMessage({ id: `role.${role}` })).join(', ');
  const allowed = NAV.filter((item) => mayOpen(item.page, session.roles));
  return (
    <>
      <PageTitle>
        <FormattedMessage id="home.title" values={{ name: session.name }} />
      </PageTitle>
      <Section aria-labelledby="home-open">
        <p>{session.roles.length > 0 ? <FormattedMessage id="home.roles" values={{ roles }} /> : <FormattedMessage id="home.noRoles" />}</p>
        {allowed.length > 0 && (
          <>
            <h2 id="home-open">
              <FormattedMessage id="home.open" />
            </h2>
            <ul>
              {allowed.map((item) => (
                <li key={item.page}>
                  <Link to={PAGES[item.page].path}>
                    <FormattedMessage id={item.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}
