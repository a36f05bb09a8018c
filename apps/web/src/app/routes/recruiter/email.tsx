import { EmailTemplatesScreen } from '../../../features/email-templates/email-templates-screen';

// Email templates: the organization's six emails with a live preview (decision 044).
export function Component() {
  return <EmailTemplatesScreen />;
}
