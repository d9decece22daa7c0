/**
 * Business partners the stand-in knows that are not Keyplan customers (yet): looking one up
 * by number in the demo finds a partner to add. Keyplan's own customers are partners too.
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
