/** The complaint or suggestion form, embeddable by any remote. */
import { FormattedMessage } from 'react-intl';
import type { ComplaintFormProps } from '@ssb/contracts';
import { ApplicationForm } from '../form';

export function ComplaintForm({ heading }: ComplaintFormProps) {
  return (
    <section>
      <h2>{heading ?? <FormattedMessage id="form.title.complaint" />}</h2>
      {/* The site's one deadline for an answer, said before the visitor writes. */}
      <p>
        <FormattedMessage id="complaint.lead" />
      </p>
      <ApplicationForm kind="complaint" />
    </section>
  );
}
