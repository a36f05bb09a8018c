import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { TranscriptEditor } from '../components/transcript-editor';
import { StarScaffold } from './star-scaffold';
import type { StarDraft } from './star-transcript';

type TypedAnswerProps = {
  starOn: boolean;
  onStarOnChange: (on: boolean) => void;
  star: StarDraft;
  onStarChange: (star: StarDraft) => void;
  text: string;
  onTextChange: (text: string) => void;
  disabled: boolean;
};

// A typed answer: one box, or the four STAR boxes when the scaffold is on.
export function TypedAnswer(props: TypedAnswerProps) {
  const { starOn, star, text, disabled } = props;
  const { t } = useTranslation();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={starOn}
            onChange={(event) => props.onStarOnChange(event.target.checked)}
          />
        }
        label={t('interviews.star.toggle')}
      />
      {starOn ? (
        <StarScaffold value={star} onChange={props.onStarChange} disabled={disabled} />
      ) : (
        <TranscriptEditor
          id="practice-answer"
          label={t('interviews.practice.typeAnswer')}
          value={text}
          onChange={props.onTextChange}
          disabled={disabled}
          minRows={8}
        />
      )}
    </>
  );
}
