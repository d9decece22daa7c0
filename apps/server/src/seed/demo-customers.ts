import { DEFAULT_LOCALE, localeOfSapLanguage, type NewCustomer } from '@keyplan/domain';

type Row = [
  ccid: string,
  name: string,
  street: string,
  city: string,
  region: string,
  postalCode: string,
  country: string,
  salesArea: string,
  contact: string,
];

/** Demo customers across the four sales areas: plants that buy lockout/tagout padlocks. */
const ROWS: Row[] = [
  [
    '0000100001',
    'Acme Chemical Works',
    '1200 Industrial Pkwy',
    'Houston',
    'TX',
    '77029',
    'US',
    'US10',
    'Dana Whitfield',
  ],
  ['0000100002', 'Great Lakes Steel Mill', '4400 Harbor Rd', 'Gary', 'IN', '46402', 'US', 'US10', 'Marcus Bell'],
  ['0000100003', 'Sierra Power Cooperative', '88 Turbine Way', 'Reno', 'NV', '89502', 'US', 'US10', 'Priya Natarajan'],
  ['0000100004', 'Bluewater Paper Company', '301 Mill St', 'Green Bay', 'WI', '54303', 'US', 'US10', 'Tom Kowalski'],
  ['0000100005', 'Carolina Food Processing', '17 Packer Ln', 'Charlotte', 'NC', '28206', 'US', 'US10', 'Angela Ruiz'],
  [
    '0000100006',
    'Pacific Semiconductor Fab',
    '2500 Wafer Dr',
    'Hillsboro',
    'OR',
    '97124',
    'US',
    'US10',
    'Kenji Watanabe',
  ],
  ['0000100007', 'Mesa Copper Mining', '9 Pit Road', 'Tucson', 'AZ', '85756', 'US', 'US10', 'Luis Ortega'],
  [
    '0000100008',
    'Hudson Valley Water Authority',
    '45 Reservoir Ave',
    'Albany',
    'NY',
    '12207',
    'US',
    'US10',
    'Grace Lindqvist',
  ],
  [
    '0000100009',
    'Gulf Coast Refining',
    '7700 Refinery Blvd',
    'Baton Rouge',
    'LA',
    '70805',
    'US',
    'US10',
    'Darnell Brooks',
  ],
  ['0000100010', 'Midwest Auto Assembly', '600 Assembly Dr', 'Toledo', 'OH', '43612', 'US', 'US10', 'Sarah Novak'],
  ['0000100011', 'Rocky Mountain Brewing', '12 Hops Ct', 'Denver', 'CO', '80216', 'US', 'US10', 'Ben Carver'],
  ['0000100012', 'Atlantic Shipyard Services', '1 Drydock Way', 'Norfolk', 'VA', '23523', 'US', 'US10', 'Olivia Grant'],
  ['0000200001', 'Northern Hydro Generation', '500 Dam Rd', 'Sudbury', 'ON', 'P3A 1A1', 'CA', 'CA10', 'Émile Tremblay'],
  [
    '0000200002',
    'Prairie Grain Terminals',
    '22 Elevator St',
    'Regina',
    'SK',
    'S4P 3Y2',
    'CA',
    'CA10',
    'Heather MacLeod',
  ],
  [
    '0000200003',
    'Laurentian Pulp & Paper',
    '140 Rue du Moulin',
    'Trois-Rivières',
    'QC',
    'G9A 5H7',
    'CA',
    'CA10',
    'Julien Gagnon',
  ],
  [
    '0000200004',
    'Cascadia Timber Mills',
    '75 Sawmill Rd',
    'Prince George',
    'BC',
    'V2N 4B1',
    'CA',
    'CA10',
    'Aiden Clarke',
  ],
  [
    '0000200005',
    'Maritime Fish Processors',
    '9 Wharf Lane',
    'Halifax',
    'NS',
    'B3H 1A1',
    'CA',
    'CA10',
    'Fiona Doucette',
  ],
  [
    '0000200006',
    'Athabasca Oil Sands Services',
    '3000 Mine Site Rd',
    'Fort McMurray',
    'AB',
    'T9H 3K1',
    'CA',
    'CA10',
    'Ravi Sandhu',
  ],
  [
    '0000300001',
    'Rheinland Chemie GmbH',
    'Industriestraße 14',
    'Ludwigshafen',
    'RP',
    '67059',
    'DE',
    'EU10',
    'Katrin Becker',
  ],
  [
    '0000300002',
    'Lyon Pharmaceutique SA',
    '8 Rue de la Chimie',
    'Lyon',
    'ARA',
    '69007',
    'FR',
    'EU10',
    'Camille Laurent',
  ],
  [
    '0000300003',
    'Rotterdam Port Terminals BV',
    'Havenweg 200',
    'Rotterdam',
    'ZH',
    '3089 JN',
    'NL',
    'EU10',
    'Daan de Vries',
  ],
  ['0000300004', 'Bilbao Aceros SL', 'Calle del Acero 3', 'Bilbao', 'PV', '48013', 'ES', 'EU10', 'Iñaki Etxeberria'],
  ['0000300005', 'Torino Automotive SpA', 'Via dei Motori 21', 'Turin', 'TO', '10135', 'IT', 'EU10', 'Giulia Rossi'],
  [
    '0000300006',
    'Baltic Energy Grid AB',
    'Kraftverksgatan 5',
    'Gothenburg',
    'VG',
    '417 55',
    'SE',
    'EU10',
    'Erik Lindholm',
  ],
  ['0000300007', 'Vienna Water Works', 'Wasserweg 9', 'Vienna', 'W', '1110', 'AT', 'EU10', 'Lena Huber'],
  [
    '0000400001',
    'Teesside Process Industries Ltd',
    '4 Furnace Rd',
    'Middlesbrough',
    'North Yorkshire',
    'TS2 1RH',
    'GB',
    'UK10',
    'Oliver Hughes',
  ],
  [
    '0000400002',
    'Clyde Marine Engineering',
    '60 Dock St',
    'Glasgow',
    'Scotland',
    'G51 4DB',
    'GB',
    'UK10',
    'Isla Campbell',
  ],
  [
    '0000400003',
    'Severn Power Station',
    'Riverside Works',
    'Bristol',
    'Somerset',
    'BS11 9BH',
    'GB',
    'UK10',
    'Harry Evans',
  ],
  [
    '0000400004',
    'Midlands Rail Depot',
    '12 Sidings Lane',
    'Derby',
    'Derbyshire',
    'DE24 8AD',
    'GB',
    'UK10',
    'Amelia Shah',
  ],
  [
    '0000400005',
    'Humber Refinery Services',
    'Killingholme Rd',
    'Immingham',
    'Lincolnshire',
    'DN40 3LW',
    'GB',
    'UK10',
    'Jack Thornton',
  ],
];

/** Languages by country where one is spoken by most; elsewhere English. */
const COUNTRY_LANGUAGES: Record<string, string> = {
  MX: 'ES',
  ES: 'ES',
  FR: 'FR',
  DE: 'DE',
  AT: 'DE',
  NL: 'NL',
  IT: 'IT',
  SE: 'SV',
};

/**
 * The correspondence language a demo partner's address suggests: French in France and Quebec,
 * Spanish in Mexico and Spain, the country's language elsewhere in Europe, English otherwise.
 */
export function languageOfAddress(country: string, region: string): string {
  if (country === 'CA') return region === 'QC' ? 'FR' : 'EN';
  return COUNTRY_LANGUAGES[country] ?? 'EN';
}

export const DEMO_CUSTOMERS: NewCustomer[] = ROWS.map(
  ([ccid, name, street, city, region, postalCode, country, salesArea, contact]) => {
    const [firstName = '', lastName = ''] = contact.split(' ');
    const domain = `${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '')
      .slice(0, 16)}.example.com`;
    return {
      ccid,
      name,
      address: { street, city, region, postalCode, country },
      salesArea,
      // A copy of the SAP partner's correspondence language, as adding the customer from SAP takes it.
      language: localeOfSapLanguage(languageOfAddress(country, region)) ?? DEFAULT_LOCALE,
      contacts: [
        {
          firstName,
          lastName,
          email: `${firstName
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toLowerCase()}.${lastName.toLowerCase()}@${domain}`,
          phone: null,
        },
      ],
    };
  },
);
