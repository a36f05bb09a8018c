import { useParams } from 'react-router';
import { RankingScreen } from '../../../features/review/ranking-screen';

// A posting's scored candidates ranked side by side (decision 049).
export function Component() {
  const { id = '' } = useParams();
  return <RankingScreen key={id} postingId={id} />;
}
