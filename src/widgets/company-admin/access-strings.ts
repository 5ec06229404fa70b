import { catalogue } from '../../store/language';

/** User-facing text of lapasar-company-admin's dialog of one person's access. */
export const $accessStrings = catalogue(
  'company-admin-access',
  {
    title: 'Access of {name}',
    intro: 'What {name} may order for. Checkout offers them only these, and the change is written to the audit log.',
    locations: 'Delivery locations',
    allLocations: 'Every location of the company',
    chosenLocations: 'Only the locations chosen',
    chargeCodes: 'Charge codes',
    allChargeCodes: 'Every charge code of the company',
    chosenChargeCodes: 'Only the charge codes chosen',
    archived: '(archived)',
    none: 'The company has none yet.',
    pickChargeCodes: 'Picks a charge code at checkout',
    viewSlInfo: 'Seller names (view_sl_info)',
    companyDefault: "The company's default: {value}",
    yes: 'Y: sees seller names',
    no: 'N: sees masked seller codes',
    save: 'Save access',
    saving: 'Saving...',
    loading: 'Loading...',
    close: 'Close',
    saved: 'Saved. {name} orders for {locations} and under {chargeCodes}.',
    every: 'every one',
    counted: '{n} chosen',
    loadFailed: 'The access could not be loaded.',
    saveFailed: 'The access could not be saved.',
  },
  () => import('./access-strings.ms'),
);
