import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import TourOutlined from '@mui/icons-material/TourOutlined';
import { useQuery } from '@tanstack/react-query';
import { WALKTHROUGH_TOOLS, type Walkthrough } from '@rehearse/contracts/support';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { ConfirmContext } from '../../../components/confirmation/use-confirm';
import { ADMIN_ROLES, hasAnyRole } from '../../../lib/session/is-recruiter';
import {
  useDeleteWalkthrough,
  useOptionalUser,
  walkthroughsQueryOptions,
} from '../api/support.queries';
import { ErrorState, QueryErrorState } from '../../../components/error-state';
import { TOURS } from '../tour/tours';
import { tourStore, type TourTool } from '../tour/tour-store';
import { AddVideoDialog } from './add-video-dialog';
import { BUILT_IN_WALKTHROUGHS } from './built-in-walkthroughs';
import { shownAdded, shownBuiltIn } from './shown-walkthroughs';
import { WalkthroughVideo } from './walkthrough-video';

const icons: Record<TourTool, typeof QuizOutlined> = {
  quiz: QuizOutlined,
  practice: MicNoneOutlined,
  'mock-interview': RecordVoiceOverOutlined,
  progress: InsightsOutlined,
  profile: AccountCircleOutlined,
};

// Demo Videos: for each tool, a guided tour over its real screen and the video walkthroughs:
// the one recorded from the product and shipped with it (decision 038), then those admins
// added, which they can remove.
export function DemoScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useOptionalUser();
  const admin = user !== null && hasAnyRole(user.roles, ADMIN_ROLES);
  const videos = useQuery(walkthroughsQueryOptions());
  const remove = useDeleteWalkthrough();
  // The confirmation dialog lives in the signed-in shell; signed-out visitors never delete.
  const confirm = useContext(ConfirmContext);
  const [adding, setAdding] = useState(false);

  const startTour = (tool: TourTool) => {
    tourStore.start(tool, TOURS[tool].path);
    void navigate(TOURS[tool].path);
  };
  const deleteVideo = async (video: Walkthrough) => {
    if (!confirm) return;
    const answer = await confirm({
      title: t('support.demo.delete.title'),
      message: t('support.demo.delete.message', { title: video.title }),
      actions: { confirm: { label: t('support.demo.delete.confirm') } },
    });
    if (answer === 'confirmed') remove.mutate(video.id);
  };
  const byTool = (tool: TourTool) => videos.data?.filter((v) => v.tool === tool) ?? [];

  return (
    <>
      <ScreenTitle>{t('screens.demo')}</ScreenTitle>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {t('support.demo.intro')}
        </Typography>
        {admin && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            {t('support.demo.add.open')}
          </Button>
        )}
      </Box>
      {videos.isError && (
        <Box sx={{ mb: 3 }}>
          <QueryErrorState title={t('support.demo.error')} query={videos} />
        </Box>
      )}
      {remove.isError && (
        <Box sx={{ mb: 3 }}>
          <ErrorState title={t('support.demo.delete.failed')} error={remove.error} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {WALKTHROUGH_TOOLS.map((tool) => {
          const Icon = icons[tool];
          const list = byTool(tool);
          return (
            <Card
              key={tool}
              variant="outlined"
              component="section"
              aria-labelledby={`demo-${tool}`}
            >
              <CardContent
                sx={{
                  p: { xs: 2, sm: 3 },
                  '&:last-child': { pb: { xs: 2, sm: 3 } },
                  display: 'grid',
                  gap: 2.5,
                }}
              >
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 44,
                      height: 44,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      flexShrink: 0,
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                    <Typography id={`demo-${tool}`} variant="h2" sx={{ fontSize: '1.125rem' }}>
                      {t(`support.tools.${tool}.title`)}
                    </Typography>
                    <Typography color="text.secondary">
                      {t(`support.tools.${tool}.description`)}
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    startIcon={<TourOutlined />}
                    onClick={() => startTour(tool)}
                    aria-label={t('support.demo.startTourAria', {
                      tool: t(`support.tools.${tool}.title`),
                    })}
                  >
                    {t('support.demo.startTour')}
                  </Button>
                </Box>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 3,
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      md: 'repeat(2, minmax(0, 1fr))',
                      xl: 'repeat(3, minmax(0, 1fr))',
                    },
                  }}
                >
                  {BUILT_IN_WALKTHROUGHS.filter((video) => video.tool === tool).map((video) => (
                    // Two columns wide: a recording of a whole screen needs the room to be read.
                    <Box key={video.tool} sx={{ gridColumn: { md: 'span 2' }, maxWidth: 880 }}>
                      <WalkthroughVideo walkthrough={shownBuiltIn(video, t)} />
                    </Box>
                  ))}
                  {list.map((video) => (
                    <WalkthroughVideo
                      key={video.id}
                      walkthrough={shownAdded(video, i18n.language, t)}
                      actions={
                        admin && (
                          <Tooltip title={t('support.demo.delete.label')}>
                            <IconButton
                              aria-label={t('support.demo.delete.aria', { title: video.title })}
                              onClick={() => void deleteVideo(video)}
                              disabled={remove.isPending && remove.variables === video.id}
                            >
                              <DeleteOutlined />
                            </IconButton>
                          </Tooltip>
                        )
                      }
                    />
                  ))}
                  {videos.isPending && (
                    <Skeleton
                      role="status"
                      aria-busy="true"
                      aria-label={t('support.loading')}
                      variant="rounded"
                      sx={{ aspectRatio: '16 / 9', height: 'auto' }}
                    />
                  )}
                </Box>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      {adding && <AddVideoDialog onClose={() => setAdding(false)} />}
    </>
  );
}
