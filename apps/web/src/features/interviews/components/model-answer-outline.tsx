import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type ModelAnswerOutlineProps = {
  revealed: { modelAnswer: string[]; talkingPoints: string[] };
  heading: 'h3' | 'h4';
  // Tighter lists inside a folded section.
  dense?: boolean;
};

// The outline of a strong answer and the talking points, as two lists.
export function ModelAnswerOutline({ revealed, heading, dense }: ModelAnswerOutlineProps) {
  const { t } = useTranslation();
  const list = { m: 0, pl: 2.5, display: 'grid', gap: dense ? 0.5 : 0.75 };
  return (
    <>
      <Typography variant="subtitle2" component={heading}>
        {t('interviews.model.outline')}
      </Typography>
      <Box component="ol" sx={list}>
        {revealed.modelAnswer.map((step) => (
          <Typography component="li" variant="body2" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      <Typography variant="subtitle2" component={heading}>
        {t('interviews.model.talkingPoints')}
      </Typography>
      <Box component="ul" sx={list}>
        {revealed.talkingPoints.map((point) => (
          <Typography component="li" variant="body2" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
    </>
  );
}
