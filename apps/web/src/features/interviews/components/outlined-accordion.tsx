import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type OutlinedAccordionProps = {
  title: string;
  children: ReactNode;
  detailsSx?: SxProps<Theme>;
};

// A closed-by-default section of the feedback screens (weights, unmeasured metrics, the model
// answer): outlined, rounded, without MUI's divider line.
export function OutlinedAccordion({ title, children, detailsSx }: OutlinedAccordionProps) {
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 1.5, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={detailsSx}>{children}</AccordionDetails>
    </Accordion>
  );
}
