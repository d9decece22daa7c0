import { useQueryClient } from '@tanstack/react-query';
import type { SafekeyOrder } from '@keyplan/domain';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After a change: the order's cache holds the answer, the customer's lists load again. */
export function useRememberOrder() {
  const queryClient = useQueryClient();
  return (order: SafekeyOrder) => {
    queryClient.setQueryData(queryKeys.order(order.orderID), order);
    void queryClient.invalidateQueries({ queryKey: queryKeys.customerSystems(order.ccid) });
  };
}
