/** A spinning progress ring as MUI's CircularProgress draws it (indeterminate), in plain SVG. */
export function Spinner({ size = 40, label, className = '' }: { size?: number; label?: string; className?: string }) {
  return (
    <span
      className={`kp-spinner ${className}`}
      style={{ width: size, height: size }}
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** A thin indeterminate progress bar (MUI's LinearProgress). */
export function LinearProgress({ label }: { label: string }) {
  return (
    <span className="kp-linear" role="progressbar" aria-label={label}>
      <span className="kp-linear-bar" />
    </span>
  );
}
