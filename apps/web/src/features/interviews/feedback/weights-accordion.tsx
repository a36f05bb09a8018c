import { useTranslation } from 'react-i18next';
import { OutlinedAccordion } from '../components/outlined-accordion';
import { WeightsTable } from './weights-table';

// "How the score is weighted": the published weights, closed until asked for.
export function WeightsAccordion({ scoreHow }: { scoreHow: string }) {
  const { t } = useTranslation();
  return (
    <OutlinedAccordion title={t('feedback.score.weightsTitle')}>
      <WeightsTable scoreHow={scoreHow} />
    </OutlinedAccordion>
  );
}
