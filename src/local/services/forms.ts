import type {
  EmailCollectionTypes,
  FormAppService,
  FormService,
  SpreadsheetAppService,
} from '../../gas/services';
import type { World } from '../world';
import { DestinationType, ItemType, enumName } from './enums';
import {
  EmulatedFormResponse,
  linkDestination,
  submitResponse,
  type SubmitOptions,
  type SubmitResult,
} from './form-responses';
import {
  cloneForms,
  EmulatedItem,
  EmulatedParagraphTextItem,
  parseFormsState,
  type FormRecord,
  type FormsState,
  type ItemRecord,
  type ResponseRecord,
} from './forms-state';
import { freshId } from './state-util';
import type { EmulatedScriptApp } from './triggers';

/** FormApp.EmailCollectionType (newer than @types/google-apps-script): each member is its own name. */
export const EmailCollectionType: EmailCollectionTypes = Object.freeze({
  VERIFIED: 'VERIFIED',
  RESPONDER_INPUT: 'RESPONDER_INPUT',
  DO_NOT_COLLECT: 'DO_NOT_COLLECT',
});

/** What Google says when a consumer account asks for domain-only responses (no Workspace domain). */
export const REQUIRE_LOGIN_MESSAGE =
  'Restricting a form to users in your organization is only available for Google Workspace accounts.';

export { EmulatedItem, EmulatedParagraphTextItem };

export const NO_FORM_MESSAGE =
  'No item with the given ID could be found, or you do not have permission to access it.';

export class EmulatedForm implements FormService {
  constructor(
    private readonly world: World,
    private readonly app: EmulatedFormApp,
    private readonly id: string,
  ) {}

  private get form(): FormRecord {
    return this.app.formRecord(this.id);
  }

  private call(method: string): FormRecord {
    this.world.calls.record(`Form.${method}`);
    return this.form;
  }

  getId(): string {
    return this.call('getId').id;
  }

  getTitle(): string {
    return this.call('getTitle').title;
  }

  setTitle(title: string): EmulatedForm {
    this.call('setTitle').title = String(title);
    return this;
  }

  getDescription(): string {
    return this.call('getDescription').description;
  }

  setDescription(description: string): EmulatedForm {
    this.call('setDescription').description = String(description);
    return this;
  }

  setConfirmationMessage(message: string): EmulatedForm {
    this.call('setConfirmationMessage').confirmationMessage = String(message);
    return this;
  }

  getConfirmationMessage(): string {
    return this.call('getConfirmationMessage').confirmationMessage;
  }

  /** Switching collection on asks respondents to type an address (unchecked); VERIFIED needs the setter below. */
  setCollectEmail(collect: boolean): EmulatedForm {
    const form = this.call('setCollectEmail');
    form.collectEmail = Boolean(collect);
    if (!collect) form.emailCollectionType = 'DO_NOT_COLLECT';
    else if (form.emailCollectionType === 'DO_NOT_COLLECT') form.emailCollectionType = 'RESPONDER_INPUT';
    return this;
  }

  collectsEmail(): boolean {
    return this.call('collectsEmail').emailCollectionType !== 'DO_NOT_COLLECT';
  }

  setEmailCollectionType(type: unknown): EmulatedForm {
    const form = this.call('setEmailCollectionType');
    const name = String(type);
    if (!Object.prototype.hasOwnProperty.call(EmailCollectionType, name))
      throw new Error('Invalid argument: type');
    form.emailCollectionType = name;
    form.collectEmail = name !== 'DO_NOT_COLLECT';
    return this;
  }

  getEmailCollectionType(): unknown {
    return this.call('getEmailCollectionType').emailCollectionType;
  }

  setAllowResponseEdits(enabled: boolean): EmulatedForm {
    this.call('setAllowResponseEdits').allowResponseEdits = Boolean(enabled);
    return this;
  }

  canEditResponse(): boolean {
    return this.call('canEditResponse').allowResponseEdits;
  }

  setPublishingSummary(enabled: boolean): EmulatedForm {
    this.call('setPublishingSummary').publishingSummary = Boolean(enabled);
    return this;
  }

  isPublishingSummary(): boolean {
    return this.call('isPublishingSummary').publishingSummary;
  }

  /** Domain-only responses exist on Workspace accounts only (see EmulatedFormApp.workspaceDomain). */
  setRequireLogin(requireLogin: boolean): EmulatedForm {
    const form = this.call('setRequireLogin');
    if (requireLogin && !this.app.workspaceDomain) throw new Error(REQUIRE_LOGIN_MESSAGE);
    form.requireLogin = Boolean(requireLogin);
    return this;
  }

  requiresLogin(): boolean {
    return this.call('requiresLogin').requireLogin;
  }

  /** The responses at or after `timestamp` (all without one), oldest first. */
  getResponses(timestamp?: Date): EmulatedFormResponse[] {
    const form = this.call('getResponses');
    const since = timestamp === undefined ? -Infinity : timestamp.getTime();
    return form.responses
      .filter((r) => new Date(r.timestamp).getTime() >= since)
      .map((r) => this.app.responseView(form, r));
  }

  setLimitOneResponsePerUser(enabled: boolean): EmulatedForm {
    this.call('setLimitOneResponsePerUser').limitOneResponsePerUser = Boolean(enabled);
    return this;
  }

  setAcceptingResponses(enabled: boolean): EmulatedForm {
    this.call('setAcceptingResponses').acceptingResponses = Boolean(enabled);
    return this;
  }

  /** An unpublished form never accepts responses, whatever setAcceptingResponses said. */
  isAcceptingResponses(): boolean {
    const form = this.call('isAcceptingResponses');
    return form.published && form.acceptingResponses;
  }

  isPublished(): boolean {
    return this.call('isPublished').published;
  }

  /** Publishing also opens the form to responses; unpublishing closes it. */
  setPublished(enabled: boolean): void {
    const form = this.call('setPublished');
    form.published = Boolean(enabled);
    form.acceptingResponses = Boolean(enabled);
  }

  getItems(): EmulatedItem[] {
    return this.call('getItems').items.map((item) => new EmulatedItem(this.world, item));
  }

  addParagraphTextItem(): EmulatedParagraphTextItem {
    const form = this.call('addParagraphTextItem');
    const item: ItemRecord = {
      id: this.app.nextItemId(),
      type: 'PARAGRAPH_TEXT',
      title: '',
      helpText: '',
      required: false,
    };
    form.items.push(item);
    return new EmulatedParagraphTextItem(this.world, item);
  }

  getItemById(id: number): EmulatedItem | null {
    const item = this.call('getItemById').items.find((i) => i.id === id);
    return item ? new EmulatedItem(this.world, item) : null;
  }

  setDestination(type: GoogleAppsScript.Forms.DestinationType, id: string): EmulatedForm {
    const form = this.call('setDestination');
    if (enumName(type) !== enumName(DestinationType.SPREADSHEET)) throw new Error('Invalid argument: type');
    form.destination = linkDestination(this.world, this.app.spreadsheetApp(), form, String(id));
    return this;
  }

  getDestinationId(): string {
    const form = this.call('getDestinationId');
    if (!form.destination) throw new Error('This form does not currently have a response destination.');
    return form.destination.spreadsheetId;
  }

  getPublishedUrl(): string {
    return `https://docs.google.com/forms/d/${this.call('getPublishedUrl').id}/viewform`;
  }

  getEditUrl(): string {
    return `https://docs.google.com/forms/d/${this.call('getEditUrl').id}/edit`;
  }
}

export class EmulatedFormApp implements FormAppService {
  readonly DestinationType = DestinationType;
  readonly ItemType = ItemType;
  readonly EmailCollectionType = EmailCollectionType;
  /** Emulation only: whether the script's owner is on a Google Workspace domain (setRequireLogin works). */
  workspaceDomain = false;
  private state: FormsState = { nextItemId: 1, forms: [] };

  constructor(
    private readonly world: World,
    /** A getter, because the SpreadsheetApp emulation is built after (and from) these services. */
    readonly spreadsheetApp: () => SpreadsheetAppService,
    private readonly scriptApp: EmulatedScriptApp,
  ) {}

  /** A new form starts unpublished, as forms created by scripts do from mid-2026. */
  create(title: string): EmulatedForm {
    this.world.calls.record('FormApp.create');
    const id = freshId(this.world, 'form', (candidate) => this.state.forms.some((f) => f.id === candidate));
    this.state.forms.push({
      id,
      title: String(title),
      description: '',
      confirmationMessage: '',
      collectEmail: false,
      emailCollectionType: 'DO_NOT_COLLECT',
      allowResponseEdits: false,
      publishingSummary: false,
      requireLogin: false,
      limitOneResponsePerUser: false,
      acceptingResponses: true,
      published: false,
      items: [],
      destination: null,
      responses: [],
    });
    return new EmulatedForm(this.world, this, id);
  }

  openById(id: string): EmulatedForm {
    this.world.calls.record('FormApp.openById');
    this.formRecord(String(id));
    return new EmulatedForm(this.world, this, String(id));
  }

  // ---- emulation only ----

  /** A respondent fills in and sends the form; see form-responses.ts. */
  submit(
    formId: string,
    respondentEmail: string,
    answers: Record<string, string>,
    options?: SubmitOptions,
  ): SubmitResult {
    const form = this.formRecord(formId);
    return submitResponse(
      this.world,
      this.spreadsheetApp(),
      this.scriptApp,
      form,
      respondentEmail,
      answers,
      { response: (r) => this.responseView(form, r), form: () => new EmulatedForm(this.world, this, formId) },
      options,
    );
  }

  /** A response as the script sees it (a view over the saved record). */
  responseView(form: FormRecord, response: ResponseRecord): EmulatedFormResponse {
    return new EmulatedFormResponse(
      this.world,
      response,
      form.items,
      (item) => new EmulatedItem(this.world, item),
    );
  }

  /** Every form's saved record (a copy). */
  get forms(): FormRecord[] {
    return cloneForms(this.state).forms;
  }

  formRecord(id: string): FormRecord {
    const form = this.state.forms.find((f) => f.id === id);
    if (!form) throw new Error(NO_FORM_MESSAGE);
    return form;
  }

  nextItemId(): number {
    const id = this.state.nextItemId;
    this.state.nextItemId += 1;
    return id;
  }

  exportState(): FormsState {
    return cloneForms(this.state);
  }

  importState(state: unknown): void {
    this.state = parseFormsState(state);
  }
}
