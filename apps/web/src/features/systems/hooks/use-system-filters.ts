import { useSearchParams } from 'react-router';
import { SEND_STATES, type SendStateName, type StatusLabel } from '@keyplan/domain';
import type { SystemListFilter } from '../../../api/list-customer-systems.ts';
import {
  DEFAULT_STATUS_LABELS,
  STATUS_LABELS,
  SYSTEM_TYPES,
  type SystemTypeFilter,
} from '../../../lib/system-display.ts';

export interface SystemFilters {
  statuses: StatusLabel[];
  type: SystemTypeFilter | null;
  /** Only systems whose sends to SAP stand so, e.g. the failed ones. */
  sendState: SendStateName | null;
}

const isStatusLabel = (value: string): value is StatusLabel => (STATUS_LABELS as readonly string[]).includes(value);
const isTypeFilter = (value: string | null): value is SystemTypeFilter =>
  SYSTEM_TYPES.some((type) => type.value === value);
const isSendState = (value: string | null): value is SendStateName =>
  (SEND_STATES as readonly (string | null)[]).includes(value);

/** Filters from the address (`?status=Draft,Submitted&type=quote&send=failed`); no status means all but Deleted. */
export function parseSystemFilters(params: URLSearchParams): SystemFilters {
  const status = params.get('status');
  const type = params.get('type');
  const send = params.get('send');
  return {
    statuses:
      status === null
        ? [...DEFAULT_STATUS_LABELS]
        : STATUS_LABELS.filter((label) => status.split(',').filter(isStatusLabel).includes(label)),
    type: isTypeFilter(type) ? type : null,
    sendState: isSendState(send) ? send : null,
  };
}

/** The API filter: no status list when every status is chosen. */
export function toListFilter({ statuses, type, sendState }: SystemFilters): SystemListFilter {
  return {
    ...(statuses.length === STATUS_LABELS.length ? {} : { status: statuses }),
    ...(type ? { type } : {}),
    ...(sendState ? { sendState } : {}),
  };
}

export function isDefaultFilters({ statuses, type, sendState }: SystemFilters): boolean {
  return (
    type === null &&
    sendState === null &&
    statuses.length === DEFAULT_STATUS_LABELS.length &&
    DEFAULT_STATUS_LABELS.every((label) => statuses.includes(label))
  );
}

/**
 * The status and type filters of /system-start, kept in the address so that a reload or the
 * back button keeps them. Changes replace the history entry rather than adding one per click.
 */
export function useSystemFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseSystemFilters(params);

  const write = (next: SystemFilters) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (isDefaultFilters({ ...next, type: null, sendState: null })) updated.delete('status');
        else updated.set('status', next.statuses.join(','));
        if (next.type) updated.set('type', next.type);
        else updated.delete('type');
        if (next.sendState) updated.set('send', next.sendState);
        else updated.delete('send');
        return updated;
      },
      { replace: true },
    );

  return {
    filters,
    isDefault: isDefaultFilters(filters),
    toggleStatus: (label: StatusLabel) =>
      write({
        ...filters,
        statuses: STATUS_LABELS.filter((item) =>
          item === label ? !filters.statuses.includes(label) : filters.statuses.includes(item),
        ),
      }),
    setType: (type: SystemTypeFilter | null) => write({ ...filters, type }),
    setSendState: (sendState: SendStateName | null) => write({ ...filters, sendState }),
    reset: () => write({ statuses: [...DEFAULT_STATUS_LABELS], type: null, sendState: null }),
  };
}
