import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Faq } from '@rehearse/contracts/help-center';

export const faqElementId = (faqId: string) => `faq-${faqId}`;

// A category's FAQs as accordions; at most one is open, and which one is the caller's (the
// address's hash), so a link can open a question. Answers are plain text whose paragraphs are
// separated by a blank line.
export function FaqAccordions({
  faqs,
  openId,
  onToggle,
}: {
  faqs: Faq[];
  openId: string | undefined;
  onToggle: (faqId: string | undefined) => void;
}) {
  return (
    <Box>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          id={faqElementId(faq.id)}
          disableGutters
          variant="outlined"
          expanded={faq.id === openId}
          onChange={(_, expanded) => onToggle(expanded ? faq.id : undefined)}
          sx={{ scrollMarginTop: 96, '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'grid', gap: 1.5, pt: 0 }}>
            {faq.answer.split(/\n\s*\n/).map((paragraph, index) => (
              <Typography key={index} color="text.secondary">
                {paragraph}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
