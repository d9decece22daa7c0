import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, SafekeyOrder } from '@keyplan/domain';
import { parseAnswer } from '../../../api/load-domain-schemas.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-client-context.tsx';
import { useRememberOrder } from './remember-order.ts';

/** POST /orders: a new order, quote or design with the default lock system (input: the domain's `createOrderSchema`, as the form's). */
export async function createOrder(client: ApiClient, input: CreateOrderInput): Promise<SafekeyOrder> {
  return parseAnswer(
    client.request('orders', { method: 'POST', body: input }),
    (schemas) => schemas.safekeyOrderSchema,
  );
}

export function useCreateOrder() {
  const client = useApiClient();
  const remember = useRememberOrder();
  return useMutation({ mutationFn: (input: CreateOrderInput) => createOrder(client, input), onSuccess: remember });
}
