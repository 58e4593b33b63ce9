import Typography from '@mui/material/Typography';

/** Stands in for an area that is not built yet, inside the dashboard shell. */
export function AreaPlaceholder({ name }: { name: string }) {
  return (
    <section aria-labelledby="area-placeholder-title">
      <Typography id="area-placeholder-title" component="h1" variant="h4" sx={{ mb: 1 }}>
        {name} — coming soon
      </Typography>
      <Typography color="text.secondary">This area of the console is being built.</Typography>
    </section>
  );
}
