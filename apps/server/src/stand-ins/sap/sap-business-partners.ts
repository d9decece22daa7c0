import { DEMO_CUSTOMERS, languageOfAddress } from '../../seed/demo-customers.ts';

/**
 * A business partner of the stand-in's SAP, with its customer role (`Customer`, what Keyplan calls
 * the ccid) and standard address. The partner's own number differs from the customer's (see below).
 * The stand-in keeps its partners in a table of its own (sap-partner.repository.ts): a real SAP has
 * its partners, and Keyplan's customers are a copy of some of them.
 */
export interface StandInPartner {
  BusinessPartner: string;
  Customer: string;
  BusinessPartnerFullName: string;
  /** '1' a person, '2' an organization (every partner of the stand-in's so far). */
  BusinessPartnerCategory: string;
  /** SAP's language key as OData shows it (ISO, 2 characters): 'EN', 'FR', 'ES'… */
  CorrespondenceLanguage: string;
  address: {
    StreetName: string;
    HouseNumber: string;
    CityName: string;
    Region: string;
    PostalCode: string;
    Country: string;
  };
}

type Json = Record<string, unknown>;

/** The stand-in numbers a customer's business partner apart from the customer (as SAP may): customer + 1,000,000. */
const PARTNER_OFFSET = 1_000_000;

export function partnerNumberOf(customer: string): string {
  return String(Number(customer) + PARTNER_OFFSET).padStart(10, '0');
}

/** An organization's partner of a customer number, numbered by the stand-in's rule. */
export function customerPartner(
  customer: string,
  fullName: string,
  language: string,
  address: StandInPartner['address'],
): StandInPartner {
  return {
    BusinessPartner: partnerNumberOf(customer),
    Customer: customer,
    BusinessPartnerFullName: fullName,
    BusinessPartnerCategory: '2',
    CorrespondenceLanguage: language,
    address,
  };
}

/**
 * Business partners the stand-in's SAP has that are not demo customers of Keyplan: looking one up
 * by number in the demo finds a partner to add.
 */
export const SAP_ONLY_PARTNERS: readonly StandInPartner[] = [
  customerPartner('0000500001', 'Great Lakes Foundry Inc.', 'EN', {
    StreetName: 'Industrial Parkway',
    HouseNumber: '4200',
    CityName: 'Toledo',
    Region: 'OH',
    PostalCode: '43612',
    Country: 'US',
  }),
  customerPartner('0000500002', 'Prairie Pipeline Services Ltd.', 'EN', {
    StreetName: 'Ogden Road SE',
    HouseNumber: '7815',
    CityName: 'Calgary',
    Region: 'AB',
    PostalCode: 'T2C 1B4',
    Country: 'CA',
  }),
  customerPartner('0000500003', 'Rheinland Armaturenwerk GmbH', 'DE', {
    StreetName: 'Hafenstraße',
    HouseNumber: '27',
    CityName: 'Duisburg',
    Region: 'NW',
    PostalCode: '47119',
    Country: 'DE',
  }),
  customerPartner('0000500004', 'Humber Valley Process Engineering Ltd', 'EN', {
    StreetName: 'Saltend Lane',
    HouseNumber: '12',
    CityName: 'Hull',
    Region: '',
    PostalCode: 'HU12 8DS',
    Country: 'GB',
  }),
];

/**
 * The partners the stand-in starts with: one for each customer Keyplan's demo seeds (the same
 * number, name and address: Keyplan's demo customers are copies of these SAP partners), and the
 * partners only SAP has. The street is SAP's street field as the demo writes it, with no house number.
 */
export function standInPartners(): StandInPartner[] {
  return [
    ...DEMO_CUSTOMERS.map(({ ccid, name, address }) =>
      customerPartner(ccid, name, languageOfAddress(address.country, address.region), {
        StreetName: address.street,
        HouseNumber: '',
        CityName: address.city,
        Region: address.region,
        PostalCode: address.postalCode,
        Country: address.country,
      }),
    ),
    ...SAP_ONLY_PARTNERS,
  ];
}

const FOREVER = '/Date(253402214400000+0000)/';
const SINCE = '/Date(946684800000+0000)/';
const MOVED = '/Date(1577836800000+0000)/';

/**
 * A partner as `A_BusinessPartner` with its addresses: the one it moved from (valid until 2020,
 * listed first, as SAP lists by address number) and its standard address (usage XXDEFAULT).
 */
export function partnerEntity(partner: StandInPartner): Json {
  const number = partner.BusinessPartner;
  const address = (id: string, start: string, end: string, fields: StandInPartner['address']) => ({
    BusinessPartner: number,
    AddressID: id,
    ValidityStartDate: start,
    ValidityEndDate: end,
    ...fields,
    // SAP keeps an organization's written language with its address (A_BusinessPartnerAddress's
    // Language): the stand-in gives the same key there as on the partner.
    Language: partner.CorrespondenceLanguage,
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
    Customer: partner.Customer,
    BusinessPartnerFullName: partner.BusinessPartnerFullName,
    BusinessPartnerCategory: partner.BusinessPartnerCategory,
    CorrespondenceLanguage: partner.CorrespondenceLanguage,
    to_BusinessPartnerAddress: [
      address('1', SINCE, MOVED, { ...partner.address, StreetName: 'Old Mill Road', HouseNumber: '1' }),
      address('2', MOVED, FOREVER, partner.address),
    ],
  };
}
