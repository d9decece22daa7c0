import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, SafekeyOrder, UpdateOrderHeader } from '@keyplan/domain';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { createOrder, deleteOrder, updateOrderHeader } from './orders.ts';
import { systemKeys } from './use-customer-systems.ts';

/** After a change: the order's cache holds the answer, the customer's lists load again. */
function useRememberOrder() {
  const queryClient = useQueryClient();
  return (order: SafekeyOrder) => {
    queryClient.setQueryData(systemKeys.order(order.orderID), order);
    void queryClient.invalidateQueries({ queryKey: systemKeys.customerSystems(order.ccid) });
  };
}

/** POST /orders: a new order, quote or design with the default lock system. */
export function useCreateOrder() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({ mutationFn: (input: CreateOrderInput) => createOrder(client, input), onSuccess: remember });
}

/** PUT /orders/{orderId}/header against the version the editor started from (stale → 409). */
export function useUpdateOrderHeader() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({
    mutationFn: ({ orderId, header }: { orderId: string; header: UpdateOrderHeader }) =>
      updateOrderHeader(client, orderId, header),
    onSuccess: remember,
  });
}

/** DELETE /orders/{orderId}: a draft goes to Deleted. */
export function useDeleteOrder() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({ mutationFn: (orderId: string) => deleteOrder(client, orderId), onSuccess: remember });
}
