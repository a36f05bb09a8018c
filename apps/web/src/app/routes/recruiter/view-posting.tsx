import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CandidatesSection } from '../../../features/candidates/candidates-section';
import { postingQueryOptions } from '../../../features/postings/api/postings.queries';
import { PostingViewScreen } from '../../../features/postings/posting-view-screen';
import { currentUserQueryOptions } from '../../../lib/session/session.queries';

// A job posting as its team reads it, with the editors' actions (decision 042), and below it
// the posting's candidates (decision 047). The posting's query is the view's own (one request).
// A reviewer sees the candidates only of postings whose hiring team they are on (the server
// answers 404 otherwise, so the section is not asked for).
export function Component() {
  const { id = '' } = useParams();
  const posting = useQuery(postingQueryOptions(id));
  const user = useQuery(currentUserQueryOptions());
  const mayRead =
    posting.data !== undefined &&
    (posting.data.role !== 'reviewer' ||
      posting.data.hiring_team.some((member) => member.id === user.data?.id));
  return (
    <Box key={id}>
      <PostingViewScreen postingId={id} />
      {posting.data && mayRead && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4, maxWidth: 1200, mx: 'auto' }}>
          <CandidatesSection postingId={id} postingOpen={posting.data.state === 'open'} />
        </Box>
      )}
    </Box>
  );
}
