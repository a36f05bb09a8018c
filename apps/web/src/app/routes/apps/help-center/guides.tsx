import { useParams } from 'react-router';
import { GuidesScreen } from '../../../../features/help-center/guides-screen';

// Every guide category with its first guides, or one category with all (/guides/:categorySlug).
export function Component() {
  const { categorySlug } = useParams();
  return <GuidesScreen categorySlug={categorySlug} />;
}
