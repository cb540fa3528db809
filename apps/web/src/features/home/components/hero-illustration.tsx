import { Box } from '@mui/material';

/** A container ship under way, drawn inline. */
export function HeroIllustration() {
  const containers = [
    [70, 86, '#e8833a'],
    [104, 86, '#4fb3e8'],
    [138, 86, '#7cc47f'],
    [172, 86, '#f2c14e'],
    [206, 86, '#e8833a'],
    [87, 62, '#4fb3e8'],
    [121, 62, '#e8833a'],
    [155, 62, '#4fb3e8'],
    [189, 62, '#7cc47f'],
    [104, 38, '#f2c14e'],
    [138, 38, '#7cc47f'],
    [172, 38, '#e8833a'],
  ] as const;
  return (
    <Box component="svg" viewBox="0 0 320 190" sx={{ width: '100%', maxWidth: 460 }} aria-hidden="true">
      <circle cx="262" cy="42" r="22" fill="#f5b942" opacity="0.85" />
      <path d="M0 150 Q40 140 80 150 T160 150 T240 150 T320 150 V190 H0Z" fill="#cfe0f1" />
      <path d="M0 164 Q40 156 80 164 T160 164 T240 164 T320 164 V190 H0Z" fill="#b5cfe8" />
      <path d="M40 112h236l-22 34H66z" fill="#0b3d6b" />
      <rect x="236" y="70" width="26" height="40" rx="3" fill="#e9eef4" />
      <rect x="240" y="76" width="18" height="6" rx="1" fill="#0b3d6b" opacity="0.6" />
      {containers.map(([x, y, color], i) => (
        <rect key={i} x={x} y={y} width="32" height="22" rx="2" fill={color} stroke="rgba(0,0,0,0.08)" />
      ))}
    </Box>
  );
}
