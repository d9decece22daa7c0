import type { ReactNode } from 'react';
import { ErrorOutlineIcon, InfoOutlineIcon, SuccessOutlineIcon, WarningOutlineIcon } from './icons.tsx';

type Severity = 'error' | 'warning' | 'info' | 'success';

const ICONS = {
  error: ErrorOutlineIcon,
  warning: WarningOutlineIcon,
  info: InfoOutlineIcon,
  success: SuccessOutlineIcon,
};

interface PlainAlertProps {
  severity: Severity;
  children: ReactNode;
  /** A button at the alert's end (Retry, Try again). */
  action?: ReactNode;
  /** `alert` by default, as MUI's Alert; `status` for news that need not interrupt. */
  role?: 'alert' | 'status';
  className?: string;
}

/** A message with its severity's colour and icon, as MUI's standard Alert (plain.css). */
export function PlainAlert({ severity, children, action, role = 'alert', className = '' }: PlainAlertProps) {
  const Icon = ICONS[severity];
  return (
    <div role={role} className={`kp-alert kp-alert-${severity} ${className}`}>
      <span className="kp-alert-icon">
        <Icon />
      </span>
      <div className="kp-alert-message">{children}</div>
      {action && <div className="kp-alert-action">{action}</div>}
    </div>
  );
}
