/**
 * The emulated Ui (SpreadsheetApp.getUi()): its menu bar (ui-menu.ts), alerts and prompts answered as scripted
 * or by the answerer (ui-questions.ts), and the sidebars and dialogs shown, recorded for tests and tools.
 */
import type { HtmlOutputService, PromptResponseService, UiService } from '../../gas/services';
import type { World } from '../world';
import { Button, ButtonSet, enumName } from './enums';
import { copyMenu, EmulatedMenu, findItem, type RecordedMenu } from './ui-menu';
import {
  buttonsOf,
  checkAnswer,
  type Answerer,
  type RecordedAlert,
  type RecordedPrompt,
} from './ui-questions';

export { EmulatedMenu } from './ui-menu';
export type { MenuEntry, RecordedMenu } from './ui-menu';
export { goOnButton, holdBackButton } from './ui-questions';
export type { Answerer, AskedQuestion, QuestionAnswer, RecordedAlert, RecordedPrompt } from './ui-questions';

type ButtonValue = GoogleAppsScript.Base.Button;
type ButtonSetValue = GoogleAppsScript.Base.ButtonSet;

export interface ShownHtml {
  kind: 'sidebar' | 'dialog';
  title: string;
  content: string;
  /** The width the user sees: a Sheets sidebar is always 300 px, whatever the script asked for. */
  width: number;
  /** The width the script asked for with setWidth. */
  requestedWidth: number;
  height: number;
}

export const SIDEBAR_WIDTH = 300;

export class EmulatedUi implements UiService {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  private readonly installed: RecordedMenu[] = [];
  private readonly answers: ButtonValue[] = [];
  private readonly alertLog: RecordedAlert[] = [];
  private readonly shownLog: ShownHtml[] = [];
  private readonly promptAnswers: { text: string; button: ButtonValue }[] = [];
  private readonly promptLog: RecordedPrompt[] = [];
  private answerer: Answerer | undefined;

  constructor(
    private readonly world: World,
    /** The add-on's name, which Sheets uses as the caption of createAddonMenu(). */
    readonly addonName = 'Campaign Ledger',
  ) {}

  createMenu(caption: string): EmulatedMenu {
    this.world.calls.record('Ui.createMenu');
    return new EmulatedMenu(this.world, this, String(caption), false);
  }

  createAddonMenu(): EmulatedMenu {
    this.world.calls.record('Ui.createAddonMenu');
    return new EmulatedMenu(this.world, this, this.addonName, true);
  }

  alert(prompt: string): ButtonValue;
  alert(prompt: string, buttons: ButtonSetValue): ButtonValue;
  alert(title: string, prompt: string, buttons: ButtonSetValue): ButtonValue;
  alert(first: string, second?: string | ButtonSetValue, third?: ButtonSetValue): ButtonValue {
    this.world.calls.record('Ui.alert');
    let title = '';
    let prompt = String(first);
    let buttons = 'OK';
    if (third !== undefined) {
      title = String(first);
      prompt = String(second);
      buttons = enumName(third);
    } else if (second !== undefined) {
      buttons = enumName(second);
    }
    const allowed = buttonsOf(buttons, 'Ui.alert');
    const asked = (): ButtonValue | undefined =>
      allowed.length > 1 ? this.answerer?.({ kind: 'alert', title, prompt, buttons }).button : undefined;
    const answer = this.answers.shift() ?? asked() ?? (allowed[0] === 'YES' ? Button.YES : Button.OK);
    checkAnswer(answer, buttons, prompt);
    this.alertLog.push({ title, prompt, buttons, answer });
    return answer;
  }

  /** The next scripted answer (answerPrompt), else the answerer's; with neither the person closes the dialog. */
  prompt(title: string, prompt: string, buttons: ButtonSetValue): PromptResponseService {
    this.world.calls.record('Ui.prompt');
    const shown = { title: String(title), prompt: String(prompt), buttons: enumName(buttons) };
    buttonsOf(shown.buttons, 'Ui.prompt');
    const given = this.promptAnswers.shift() ?? this.answerer?.({ kind: 'prompt', ...shown });
    const answer = { text: given?.text ?? '', button: given?.button ?? Button.CLOSE };
    checkAnswer(answer.button, shown.buttons, shown.prompt);
    this.promptLog.push({ ...shown, text: answer.text, answer: answer.button });
    return { getResponseText: () => answer.text, getSelectedButton: () => answer.button };
  }

  showSidebar(userInterface: HtmlOutputService): void {
    this.world.calls.record('Ui.showSidebar');
    this.shownLog.push(this.describe('sidebar', userInterface));
  }

  showModalDialog(userInterface: HtmlOutputService, title: string): void {
    this.world.calls.record('Ui.showModalDialog');
    this.shownLog.push({ ...this.describe('dialog', userInterface), title: String(title) });
  }

  // ---- emulation only ----

  /** Scripts what the person types in the next Ui.prompt and the button they press (OK by default). */
  answerPrompt(text: string, button: ButtonValue = Button.OK): void {
    this.promptAnswers.push({ text, button });
  }

  /**
   * Who answers the questions nothing scripted (queueAlertAnswers, answerPrompt): alerts offering a choice and
   * prompts. Undefined (the default, for tests and tools): an alert answers OK or YES, a prompt is closed. The
   * playground answers for the person at its page, who has not said yes yet.
   */
  answerQuestionsWith(answerer: Answerer | undefined): void {
    this.answerer = answerer;
  }

  /** The prompts shown with their answers, oldest first. */
  get prompts(): RecordedPrompt[] {
    return this.promptLog.map((p) => ({ ...p }));
  }

  /** Adds (or, for the same caption, replaces) a menu; called by Menu.addToUi. */
  install(menu: RecordedMenu): void {
    const at = this.installed.findIndex((m) => m.caption === menu.caption);
    if (at >= 0) this.installed[at] = menu;
    else this.installed.push(menu);
  }

  /** The menus in the menu bar, in the order added. */
  get menus(): RecordedMenu[] {
    return this.installed.map(copyMenu);
  }

  getMenu(caption: string): RecordedMenu | undefined {
    const menu = this.installed.find((m) => m.caption === caption);
    return menu ? copyMenu(menu) : undefined;
  }

  /** Forgets the menus, as reopening the spreadsheet does before onOpen runs again. */
  resetMenus(): void {
    this.installed.length = 0;
  }

  /** Clicks a menu item (searched in sub-menus too): runs its function as a new execution of the active user. */
  clickMenuItem(menuCaption: string, itemCaption: string): unknown {
    const menu = this.installed.find((m) => m.caption === menuCaption);
    if (!menu) throw new Error(`No menu "${menuCaption}" in the UI`);
    const item = findItem(menu, itemCaption);
    if (!item) throw new Error(`No item "${itemCaption}" in menu "${menuCaption}"`);
    return this.world.invokeGlobal(item.functionName, []);
  }

  /** Scripts the user's answers to the next alerts, in order; without one see answerQuestionsWith. */
  queueAlertAnswers(...answers: ButtonValue[]): void {
    this.answers.push(...answers);
  }

  get pendingAlertAnswers(): number {
    return this.answers.length;
  }

  get alerts(): RecordedAlert[] {
    return this.alertLog.map((a) => ({ ...a }));
  }

  /** Every sidebar and dialog shown, in order. */
  get shown(): ShownHtml[] {
    return this.shownLog.map((s) => ({ ...s }));
  }

  get lastSidebar(): ShownHtml | undefined {
    const sidebars = this.shownLog.filter((s) => s.kind === 'sidebar');
    const last = sidebars[sidebars.length - 1];
    return last ? { ...last } : undefined;
  }

  get lastDialog(): ShownHtml | undefined {
    const dialogs = this.shownLog.filter((s) => s.kind === 'dialog');
    const last = dialogs[dialogs.length - 1];
    return last ? { ...last } : undefined;
  }

  /** Reads the HtmlOutput without counting: showing it is one call, not five. */
  private describe(kind: 'sidebar' | 'dialog', html: HtmlOutputService): ShownHtml {
    return this.world.calls.uncounted(() => {
      const requestedWidth = html.getWidth();
      return {
        kind,
        title: html.getTitle(),
        content: html.getContent(),
        width: kind === 'sidebar' ? SIDEBAR_WIDTH : requestedWidth,
        requestedWidth,
        height: html.getHeight(),
      };
    });
  }
}
