import Box from '@mui/material/Box';

/** A small square of the lock color; decorative, the color's name is written beside it. */
export function ColorSwatch({ hex, size = 12 }: { hex: string | null; size?: number }) {
  if (!hex) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 0.5,
        bgcolor: hex,
        border: 1,
        borderColor: 'grey.600',
      }}
    />
  );
}
