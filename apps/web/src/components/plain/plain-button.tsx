import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner.tsx';

export interface PlainButtonLook {
  /** As MUI's Button variants: filled, bordered, or text only. */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium';
  /** `inherit` takes the surrounding text colour (an alert's action, the app bar). */
  color?: 'primary' | 'inherit';
  startIcon?: ReactNode;
}

const className = ({ variant = 'text', size = 'medium', color = 'primary' }: PlainButtonLook, extra = '') =>
  ['kp-button', `kp-button-${variant}`, `kp-button-${size}`, `kp-button-${color}`, extra].filter(Boolean).join(' ');

function Content({ startIcon, loading, children }: { startIcon?: ReactNode; loading?: boolean; children: ReactNode }) {
  return (
    <>
      {loading ? (
        <Spinner size={16} className="kp-button-icon" />
      ) : (
        startIcon && <span className="kp-button-icon">{startIcon}</span>
      )}
      {children}
    </>
  );
}

type PlainButtonProps = PlainButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: disabled, a spinner in place of the icon (MUI's `loading`). */
    loading?: boolean;
  };

/**
 * A button styled as MUI's Button from the theme's tokens (plain.css), for the first screens,
 * which load without MUI (issue 32, decision 0051).
 */
export function PlainButton({
  variant,
  size,
  color,
  startIcon,
  loading = false,
  children,
  ...props
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled === true || loading}
      aria-busy={loading || undefined}
      className={className({ variant, size, color }, props.className)}
    >
      <Content startIcon={startIcon} loading={loading}>
        {children}
      </Content>
    </button>
  );
}

/** A router link that looks like a PlainButton. */
export function PlainLinkButton({ variant, size, color, startIcon, children, ...props }: PlainButtonLook & LinkProps) {
  return (
    <Link {...props} className={className({ variant, size, color }, props.className)}>
      <Content startIcon={startIcon}>{children}</Content>
    </Link>
  );
}
