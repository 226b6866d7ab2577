/** The credit application form, bound by the limits of the product applied for. */
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { useCreditLimits } from './useCreditLimits';

export function CreditApplicationForm({ creditId, ...props }: Omit<ApplicationFormProps, 'kind' | 'limits'> & { creditId: number | undefined }) {
  const limits = useCreditLimits(creditId);
  return <ApplicationForm kind="credit" limits={limits} {...props} />;
}
