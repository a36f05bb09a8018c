import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CandidatesSection } from '../../../features/candidates/candidates-section';
import { postingQueryOptions } from '../../../features/postings/api/postings.queries';
import { PostingViewScreen } from '../../../features/postings/posting-view-screen';

// A job posting as its team reads it, with the editors' actions (decision 042), and below it
// the posting's candidates (decision 047). The posting's query is the view's own (one request).
export function Component() {
  const { id = '' } = useParams();
  const posting = useQuery(postingQueryOptions(id));
  return (
    <Box key={id}>
      <PostingViewScreen postingId={id} />
      {posting.data && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4, maxWidth: 1200, mx: 'auto' }}>
          <CandidatesSection postingId={id} postingOpen={posting.data.state === 'open'} />
        </Box>
      )}
    </Box>
  );
}
