import { fromODataDate, results } from './sap-values.ts';

type Json = Record<string, unknown>;

/** SAP's address usage of a business partner's standard address. */
const STANDARD_ADDRESS_USAGE = 'XXDEFAULT';

function validOn(entry: Json, day: Date): boolean {
  const start = fromODataDate(entry.ValidityStartDate);
  const end = fromODataDate(entry.ValidityEndDate);
  return (start === null || Date.parse(start) <= day.getTime()) && (end === null || Date.parse(end) >= day.getTime());
}

/**
 * The address SAP uses for a business partner on a day: the one whose usage is the standard
 * address (XXDEFAULT, StandardUsage) valid that day; else any address valid that day; else the
 * first. A partner moves by a new address valid from a date, so the first is not always current.
 */
export function standardAddress(addresses: Json[], day: Date): Json | undefined {
  const valid = addresses.filter((address) => validOn(address, day));
  const standard = (address: Json, strict: boolean) =>
    results(address.to_AddressUsage).some(
      (usage) =>
        usage.AddressUsage === STANDARD_ADDRESS_USAGE &&
        (!strict || usage.StandardUsage === true) &&
        validOn(usage, day),
    );
  return (
    valid.find((address) => standard(address, true)) ??
    valid.find((address) => standard(address, false)) ??
    valid[0] ??
    addresses[0]
  );
}
