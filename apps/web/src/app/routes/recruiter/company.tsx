import { underBasePath } from '../../../config/base-path';
import { paths } from '../../../config/paths';
import { CompanyScreen } from '../../../features/company/company-screen';

// Company & Team: the company profile, members and invitations (decision 041). Leaving the
// organization changes what the user may see everywhere, so the app starts over from the role
// redirect with a full load.
export function Component() {
  return (
    <CompanyScreen
      onLeft={() => window.location.assign(underBasePath(paths.signedInRedirect.getHref()))}
    />
  );
}
