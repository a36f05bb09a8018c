import { useParams } from 'react-router';
import { FaqsScreen } from '../../../../features/help-center/faqs-screen';

// Every FAQ category, or one (/faqs/:slug). Keyed by the slug so moving to another category
// starts it afresh (its open question and scroll).
export function Component() {
  const { slug } = useParams();
  return <FaqsScreen key={slug ?? ''} slug={slug} />;
}
