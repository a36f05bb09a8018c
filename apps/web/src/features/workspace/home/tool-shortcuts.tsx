import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

const tools = [
  { key: 'quiz', href: paths.apps.quiz.getHref(), Icon: QuizOutlined },
  { key: 'practice', href: paths.apps.practice.getHref(), Icon: MicNoneOutlined },
  { key: 'mockInterview', href: paths.apps.mockInterview.getHref(), Icon: RecordVoiceOverOutlined },
] as const;

// The three interview tools, one click away.
export function ToolShortcuts() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('workspace.home.tools.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {tools.map(({ key, href, Icon }) => (
          <Card key={key} component="li" variant="outlined">
            <CardActionArea
              href={href}
              sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 2 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
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
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t(`workspace.home.tools.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`workspace.home.tools.${key}.description`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
