/**
 * Runtime values for the Apps Script enums the project reads (Ui.Button, ScriptApp.EventType ...).
 *
 * Why: @types/google-apps-script declares them as ambient enums with no runtime object, but the real services
 * expose them as objects whose members print as their names. Each member here is its own name as a string, and
 * each object is cast once to the ambient enum type so the emulation can satisfy the interfaces.
 */

type NameEnum<K extends string> = { readonly [P in K]: P };

function nameEnum<K extends string>(...names: K[]): NameEnum<K> {
  const out: Partial<Record<K, K>> = {};
  for (const name of names) out[name] = name;
  return Object.freeze(out) as NameEnum<K>;
}

export const Button = nameEnum(
  'CLOSE',
  'OK',
  'CANCEL',
  'YES',
  'NO',
) as unknown as typeof GoogleAppsScript.Base.Button;

export const ButtonSet = nameEnum(
  'OK',
  'OK_CANCEL',
  'YES_NO',
  'YES_NO_CANCEL',
) as unknown as typeof GoogleAppsScript.Base.ButtonSet;

export const AuthMode = nameEnum(
  'NONE',
  'CUSTOM_FUNCTION',
  'LIMITED',
  'FULL',
) as unknown as typeof GoogleAppsScript.Script.AuthMode;

export const EventType = nameEnum(
  'CLOCK',
  'ON_OPEN',
  'ON_EDIT',
  'ON_FORM_SUBMIT',
  'ON_CHANGE',
  'ON_EVENT_UPDATED',
) as unknown as typeof GoogleAppsScript.Script.EventType;

export const TriggerSource = nameEnum(
  'SPREADSHEETS',
  'CLOCK',
  'FORMS',
  'DOCUMENTS',
  'CALENDAR',
) as unknown as typeof GoogleAppsScript.Script.TriggerSource;

export const DestinationType = nameEnum(
  'SPREADSHEET',
) as unknown as typeof GoogleAppsScript.Forms.DestinationType;

export const ItemType = nameEnum(
  'CHECKBOX',
  'CHECKBOX_GRID',
  'DATE',
  'DATETIME',
  'DURATION',
  'GRID',
  'IMAGE',
  'LIST',
  'MULTIPLE_CHOICE',
  'PAGE_BREAK',
  'PARAGRAPH_TEXT',
  'SCALE',
  'SECTION_HEADER',
  'TEXT',
  'TIME',
  'VIDEO',
  'FILE_UPLOAD',
) as unknown as typeof GoogleAppsScript.Forms.ItemType;

/** The member name of an enum value (every emulated enum value is its own name). */
export function enumName(value: unknown): string {
  return String(value);
}
