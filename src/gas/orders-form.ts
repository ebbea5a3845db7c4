import { CampaignSettings, readCampaignSettings } from '../ledger/campaign-settings';
import { noteTurnOpened, noteTurnSeen } from '../ledger/orders-intake';
import { CAMPAIGN_TAB } from '../ledger/schema';
import { ORDER_HELP_TEXT } from '../engine/cs42/orders';
import { readTabValues } from './ledger-io';
import { loadIntake } from './orders-intake-store';
import { setUpOrdersForm } from './orders-form-setup';
import { FormService, PropertiesStore, services, SpreadsheetService } from './services';

export const FORM_TITLE = 'Create orders form';
export const ORDERS_QUESTION = 'Orders';
export const SUBMIT_HANDLER = 'onOrdersSubmitted';
/** The hourly catch-up: records what a missed lock left, refreshes the form, sends reminders. */
export const HOURLY_HANDLER = 'onOrdersHourly';
export const PROPERTY = { formId: 'ordersFormId' } as const;
export const CONFIRMATION =
  'Your orders were received. Your receipt, with each line checked, is emailed to you shortly. Sending the form again replaces these orders for the turn.';

/** The Campaign tab's settings (getSheetByName + getSheetValues; the time zone read unless given). */
export function readSettings(
  spreadsheet: SpreadsheetService,
  timeZone: string = spreadsheet.getSpreadsheetTimeZone(),
): CampaignSettings {
  return readCampaignSettings(readTabValues(spreadsheet, CAMPAIGN_TAB.name), timeZone).settings;
}

/**
 * The ledger's orders form, or null when none was made (or it was deleted). A caller that also loads the
 * intake passes the document properties it read, so one getDocumentProperties serves both.
 */
export function openOrdersForm(
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): FormService | null {
  const { FormApp } = services();
  const id = props.getProperty(PROPERTY.formId);
  if (!id) return null;
  try {
    return FormApp.openById(id);
  } catch {
    return null;
  }
}

/** Whether the form collects Google-verified addresses (the only identity a response can prove). */
export function collectsVerifiedEmails(form: FormService): boolean {
  if (!form.getEmailCollectionType) return form.collectsEmail(); // a runtime without the setting: nothing to read
  return String(form.getEmailCollectionType()) === 'VERIFIED';
}

function formTitle(settings: CampaignSettings): string {
  return `${settings.name} — orders for turn ${settings.turn}`;
}

function formDescription(settings: CampaignSettings, timeZone: string): string {
  const deadline = settings.deadline
    ? `Orders are due by ${services().Utilities.formatDate(settings.deadline, timeZone, 'yyyy-MM-dd HH:mm')} (${timeZone}).`
    : 'No deadline is set.';
  return [
    `${settings.name}, turn ${settings.turn}. ${deadline}`,
    `Sending the form again REPLACES your earlier orders for turn ${settings.turn}: send every order each time. The receipt lists what was replaced.`,
    'Battle choices: one line per battle of yours, “Battle T3-B1 - Fight” (or Truce, Run). They may be sent alone, which leaves your orders as they were; once entered, only the moderator can change them.',
    'Sign in with the Google account on the Players tab: your orders are matched to you by that verified email only. Your receipt is emailed to you.',
  ].join('\n\n');
}

/** The campaign as the form shows it, from a caller that holds it already (Resolve: the ledger it wrote). */
export interface FormTurn {
  readonly settings: CampaignSettings;
  readonly timeZone: string;
}

/**
 * Puts the campaign's turn and deadline on the form (title and description). Resolve and Undo call it under
 * their lock, so the time the form started showing the new turn is known: a response sent before it is for the
 * turn before. Without `known` (Undo, the menu) it reads the Campaign tab; one read of the document properties
 * (`props`) serves the form's id and the intake. Returns false when the ledger has no form.
 */
export function refreshOrdersForm(
  spreadsheet: SpreadsheetService,
  known?: FormTurn,
  props: PropertiesStore = services().PropertiesService.getDocumentProperties(),
): boolean {
  const form = openOrdersForm(props);
  if (!form) return false;
  const timeZone = known?.timeZone ?? spreadsheet.getSpreadsheetTimeZone();
  const settings = known?.settings ?? readSettings(spreadsheet, timeZone);
  applyTurn(form, settings, timeZone);
  const intake = loadIntake(props);
  noteTurnOpened(intake.state, settings.turn, Date.now());
  intake.save();
  return true;
}

/** Updates the title and description when they differ (true when they did). */
function applyTurn(form: FormService, settings: CampaignSettings, timeZone: string): boolean {
  const title = formTitle(settings);
  const description = formDescription(settings, timeZone);
  if (form.getTitle() === title && form.getDescription() === description) return false;
  form.setTitle(title).setDescription(description);
  return true;
}

/** The hourly catch-up's check that the form still shows the Campaign tab's turn and deadline. */
export function refreshIfChanged(spreadsheet: SpreadsheetService, settings: CampaignSettings): boolean {
  const form = openOrdersForm();
  return form ? applyTurn(form, settings, spreadsheet.getSpreadsheetTimeZone()) : false;
}

/** Campaign → Create orders form on a CS42 ledger: the form shows the Campaign tab's turn and deadline. */
export function createOrdersForm(spreadsheet: SpreadsheetService): string {
  const props = services().PropertiesService.getDocumentProperties();
  const timeZone = spreadsheet.getSpreadsheetTimeZone();
  const settings = readSettings(spreadsheet, timeZone);
  return setUpOrdersForm(spreadsheet, props, {
    title: formTitle(settings),
    show: (form) => applyTurn(form, settings, timeZone),
    confirmation: CONFIRMATION,
    help: ORDER_HELP_TEXT,
    hourly: 'late responses, reminders',
    noteShown: () => {
      const intake = loadIntake(props);
      noteTurnSeen(intake.state, settings.turn);
      intake.save();
    },
  });
}
