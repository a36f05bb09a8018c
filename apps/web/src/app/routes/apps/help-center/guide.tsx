import { useParams } from 'react-router';
import { GuideScreen } from '../../../../features/help-center/guide-screen';

// One guide in its category.
export function Component() {
  const { categorySlug = '', guideSlug = '' } = useParams();
  return <GuideScreen categorySlug={categorySlug} guideSlug={guideSlug} />;
}
