/**
 * Business partners the stand-in knows that are not Keyplan customers (yet): looking one up
 * by number in the demo finds a partner to add. Keyplan's own customers are partners too.
 * `BusinessPartner` here is the customer number; the partner's own number differs (see below).
 */
export interface StandInPartner {
  BusinessPartner: string;
  BusinessPartnerFullName: string;
  address: {
    StreetName: string;
    HouseNumber: string;
    CityName: string;
    Region: string;
    PostalCode: string;
    Country: string;
  };
}

export const SAP_ONLY_PARTNERS: readonly StandInPartner[] = [
  {
    BusinessPartner: '0000500001',
    BusinessPartnerFullName: 'Great Lakes Foundry Inc.',
    address: {
      StreetName: 'Industrial Parkway',
      HouseNumber: '4200',
      CityName: 'Toledo',
      Region: 'OH',
      PostalCode: '43612',
      Country: 'US',
    },
  },
  {
    BusinessPartner: '0000500002',
    BusinessPartnerFullName: 'Prairie Pipeline Services Ltd.',
    address: {
      StreetName: 'Ogden Road SE',
      HouseNumber: '7815',
      CityName: 'Calgary',
      Region: 'AB',
      PostalCode: 'T2C 1B4',
      Country: 'CA',
    },
  },
  {
    BusinessPartner: '0000500003',
    BusinessPartnerFullName: 'Rheinland Armaturenwerk GmbH',
    address: {
      StreetName: 'Hafenstraße',
      HouseNumber: '27',
      CityName: 'Duisburg',
      Region: 'NW',
      PostalCode: '47119',
      Country: 'DE',
    },
  },
  {
    BusinessPartner: '0000500004',
    BusinessPartnerFullName: 'Humber Valley Process Engineering Ltd',
    address: {
      StreetName: 'Saltend Lane',
      HouseNumber: '12',
      CityName: 'Hull',
      Region: '',
      PostalCode: 'HU12 8DS',
      Country: 'GB',
    },
  },
];

type Json = Record<string, unknown>;

/** The stand-in numbers a customer's business partner apart from the customer (as SAP may): customer + 1,000,000. */
const PARTNER_OFFSET = 1_000_000;

export function partnerNumberOf(customer: string): string {
  return String(Number(customer) + PARTNER_OFFSET).padStart(10, '0');
}

export function customerOfPartner(partner: string): string | undefined {
  const number = Number(partner) - PARTNER_OFFSET;
  return /^\d+$/.test(partner) && number > 0 ? String(number).padStart(10, '0') : undefined;
}

const FOREVER = '/Date(253402214400000+0000)/';
const SINCE = '/Date(946684800000+0000)/';
const MOVED = '/Date(1577836800000+0000)/';

/**
 * A partner as `A_BusinessPartner` with its addresses: the one it moved from (valid until 2020,
 * listed first, as SAP lists by address number) and its standard address (usage XXDEFAULT).
 */
export function partnerEntity(partner: StandInPartner): Json {
  const number = partnerNumberOf(partner.BusinessPartner);
  const address = (id: string, start: string, end: string, fields: StandInPartner['address']) => ({
    BusinessPartner: number,
    AddressID: id,
    ValidityStartDate: start,
    ValidityEndDate: end,
    ...fields,
    to_AddressUsage: [
      {
        BusinessPartner: number,
        AddressID: id,
        AddressUsage: 'XXDEFAULT',
        StandardUsage: true,
        ValidityStartDate: start,
        ValidityEndDate: end,
      },
    ],
  });
  return {
    BusinessPartner: number,
    Customer: partner.BusinessPartner,
    BusinessPartnerFullName: partner.BusinessPartnerFullName,
    BusinessPartnerCategory: '2',
    to_BusinessPartnerAddress: [
      address('1', SINCE, MOVED, { ...partner.address, StreetName: 'Old Mill Road', HouseNumber: '1' }),
      address('2', MOVED, FOREVER, partner.address),
    ],
  };
}
