import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ReactNode } from 'react';

// The contract allows 20 emails and 20 phone numbers on a contact.
const MAX_ROWS = 20;

type Props = {
  legend: string;
  // The field array's rows (react-hook-form's `fields`): only their ids are needed here.
  rows: { id: string }[];
  renderRow: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
};

// A fieldset of rows that wrap on a phone, each with its remove button, and an add button
// while there is room: the layout the emails and phone numbers share.
export function RepeatedFields({
  legend,
  rows,
  renderRow,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {rows.map((row, index) => (
        <Box
          key={row.id}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
          }}
        >
          {renderRow(index)}
          <IconButton aria-label={removeLabel(index)} onClick={() => onRemove(index)}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      {rows.length < MAX_ROWS && (
        <Button startIcon={<Add />} onClick={onAdd} sx={{ justifySelf: 'start' }}>
          {addLabel}
        </Button>
      )}
    </Box>
  );
}
