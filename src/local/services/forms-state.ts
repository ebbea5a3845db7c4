/** The saved shape of FormApp's forms, its validation on restore, and the item views over it. */
import type { FormItemService, ParagraphTextItemService } from '../../gas/services';
import type { World } from '../world';
import { ItemType } from './enums';
import { array, bool, num, record, str } from './state-util';

export interface ItemRecord {
  id: number;
  /** ItemType member name; only PARAGRAPH_TEXT is emulated. */
  type: string;
  title: string;
  helpText: string;
  required: boolean;
}

export interface ResponseRecord {
  /** The response id Google gives (FormResponse.getId). */
  id: string;
  /** ISO time of submission on the World's clock. */
  timestamp: string;
  /** The respondent's email ('' when the form does not collect emails). */
  email: string;
  /** Answers by item title. */
  answers: Record<string, string>;
}

export interface DestinationRecord {
  spreadsheetId: string;
  /** The responses sheet, found by id first (it survives renames) and by name second. */
  sheetId: number;
  sheetName: string;
}

export interface FormRecord {
  id: string;
  title: string;
  description: string;
  confirmationMessage: string;
  collectEmail: boolean;
  /** EmailCollectionType member name: DO_NOT_COLLECT, RESPONDER_INPUT (typed, unchecked) or VERIFIED. */
  emailCollectionType: string;
  allowResponseEdits: boolean;
  publishingSummary: boolean;
  requireLogin: boolean;
  limitOneResponsePerUser: boolean;
  acceptingResponses: boolean;
  published: boolean;
  items: ItemRecord[];
  destination: DestinationRecord | null;
  responses: ResponseRecord[];
}

export interface FormsState {
  /** The next item id to hand out (item ids are numbers, unique across forms). */
  nextItemId: number;
  forms: FormRecord[];
}

export function cloneForms(state: FormsState): FormsState {
  return JSON.parse(JSON.stringify(state)) as FormsState;
}

function item(raw: unknown, path: string): ItemRecord {
  const i = record(raw, path);
  return {
    id: num(i.id, `${path}.id`),
    type: str(i.type, `${path}.type`),
    title: str(i.title, `${path}.title`),
    helpText: str(i.helpText, `${path}.helpText`),
    required: bool(i.required, `${path}.required`),
  };
}

function response(raw: unknown, path: string): ResponseRecord {
  const r = record(raw, path);
  const answers: Record<string, string> = {};
  for (const [k, v] of Object.entries(record(r.answers, `${path}.answers`)))
    answers[k] = str(v, `${path}.answers`);
  return {
    // States saved before responses had ids get one from their position.
    id: r.id === undefined ? `${path}` : str(r.id, `${path}.id`),
    timestamp: str(r.timestamp, `${path}.timestamp`),
    email: str(r.email, `${path}.email`),
    answers,
  };
}

/** A flag saved by a later version: absent in older states, where it had its default. */
function optionalBool(value: unknown, path: string, fallback: boolean): boolean {
  return value === undefined ? fallback : bool(value, path);
}

function form(raw: unknown, path: string): FormRecord {
  const f = record(raw, path);
  let destination: DestinationRecord | null = null;
  if (f.destination !== null && f.destination !== undefined) {
    const d = record(f.destination, `${path}.destination`);
    destination = {
      spreadsheetId: str(d.spreadsheetId, `${path}.destination.spreadsheetId`),
      sheetId: num(d.sheetId, `${path}.destination.sheetId`),
      sheetName: str(d.sheetName, `${path}.destination.sheetName`),
    };
  }
  return {
    id: str(f.id, `${path}.id`),
    title: str(f.title, `${path}.title`),
    description: str(f.description, `${path}.description`),
    confirmationMessage: str(f.confirmationMessage, `${path}.confirmationMessage`),
    collectEmail: bool(f.collectEmail, `${path}.collectEmail`),
    emailCollectionType:
      f.emailCollectionType === undefined
        ? f.collectEmail === true
          ? 'RESPONDER_INPUT'
          : 'DO_NOT_COLLECT'
        : str(f.emailCollectionType, `${path}.emailCollectionType`),
    allowResponseEdits: optionalBool(f.allowResponseEdits, `${path}.allowResponseEdits`, false),
    publishingSummary: optionalBool(f.publishingSummary, `${path}.publishingSummary`, false),
    requireLogin: optionalBool(f.requireLogin, `${path}.requireLogin`, false),
    limitOneResponsePerUser: bool(f.limitOneResponsePerUser, `${path}.limitOneResponsePerUser`),
    acceptingResponses: bool(f.acceptingResponses, `${path}.acceptingResponses`),
    published: bool(f.published, `${path}.published`),
    items: array(f.items, `${path}.items`).map((x, i) => item(x, `${path}.items[${i}]`)),
    destination,
    responses: array(f.responses, `${path}.responses`).map((x, i) => response(x, `${path}.responses[${i}]`)),
  };
}

export function parseFormsState(state: unknown): FormsState {
  const s = record(state, 'forms');
  return {
    nextItemId: num(s.nextItemId, 'forms.nextItemId'),
    forms: array(s.forms, 'forms.forms').map((x, i) => form(x, `forms.forms[${i}]`)),
  };
}

/** A paragraph-text item; a view over the form's saved item, so every handle sees the same item. */
export class EmulatedParagraphTextItem implements ParagraphTextItemService {
  constructor(
    private readonly world: World,
    private readonly item: ItemRecord,
  ) {}

  getId(): number {
    this.world.calls.record('ParagraphTextItem.getId');
    return this.item.id;
  }

  getTitle(): string {
    this.world.calls.record('ParagraphTextItem.getTitle');
    return this.item.title;
  }

  setTitle(title: string): EmulatedParagraphTextItem {
    this.world.calls.record('ParagraphTextItem.setTitle');
    this.item.title = String(title);
    return this;
  }

  getHelpText(): string {
    this.world.calls.record('ParagraphTextItem.getHelpText');
    return this.item.helpText;
  }

  setHelpText(text: string): EmulatedParagraphTextItem {
    this.world.calls.record('ParagraphTextItem.setHelpText');
    this.item.helpText = String(text);
    return this;
  }

  setRequired(enabled: boolean): EmulatedParagraphTextItem {
    this.world.calls.record('ParagraphTextItem.setRequired');
    this.item.required = Boolean(enabled);
    return this;
  }

  isRequired(): boolean {
    this.world.calls.record('ParagraphTextItem.isRequired');
    return this.item.required;
  }
}

/** A generic item, as Form.getItems() returns them. */
export class EmulatedItem implements FormItemService {
  constructor(
    private readonly world: World,
    private readonly item: ItemRecord,
  ) {}

  getId(): number {
    this.world.calls.record('Item.getId');
    return this.item.id;
  }

  getTitle(): string {
    this.world.calls.record('Item.getTitle');
    return this.item.title;
  }

  getType(): GoogleAppsScript.Forms.ItemType {
    this.world.calls.record('Item.getType');
    return ItemType[this.item.type as keyof typeof ItemType];
  }

  asParagraphTextItem(): EmulatedParagraphTextItem {
    this.world.calls.record('Item.asParagraphTextItem');
    if (this.item.type !== 'PARAGRAPH_TEXT')
      throw new Error(`Item ${this.item.id} is not a paragraph text item.`);
    return new EmulatedParagraphTextItem(this.world, this.item);
  }
}
