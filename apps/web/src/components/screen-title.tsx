import Typography from '@mui/material/Typography';

type ScreenTitleProps = {
  children: string;
};

// The one h1 of a screen inside the page frame.
export function ScreenTitle({ children }: ScreenTitleProps) {
  return (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
