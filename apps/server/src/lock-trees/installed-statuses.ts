import { ORDER_LOCK_SYSTEM_STATUS as STATUS } from '@keyplan/domain';

/** Statuses whose locks are installed (or on their way): what a reorder may build on and add to. */
export const INSTALLED_STATUSES = new Set<number>([STATUS.Submitted, STATUS.Completed]);
