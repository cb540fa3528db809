/** The mark: stacked containers on a hull, drawn inline so nothing is fetched (the frame's logo and the prints). */
export function BrandMark({ size = 30, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" style={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#0b3d6b'} />
      <path d="M5 19h22l-3 6H8z" fill={inverted ? '#0b3d6b' : '#ffffff'} />
      <rect x="8.5" y="12" width="7" height="6" rx="1" fill="#e8833a" />
      <rect x="16.5" y="12" width="7" height="6" rx="1" fill="#4fb3e8" />
      <rect x="12.5" y="5.5" width="7" height="6" rx="1" fill="#7cc47f" />
    </svg>
  );
}
