import type { Customer } from '@keyplan/domain';

/** 'Houston, TX, US': city, region (when there is one) and country. */
export function formatLocation({ address }: Pick<Customer, 'address'>): string {
  return [address.city, address.region, address.country].filter((part) => part.trim() !== '').join(', ');
}
