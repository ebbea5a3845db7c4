/**
 * The questions a script asks a person through Ui (alerts offering a choice, prompts), how they are recorded
 * and which button of a set goes on or holds back.
 */
import { Button, enumName } from './enums';

type ButtonValue = GoogleAppsScript.Base.Button;

export interface RecordedAlert {
  title: string;
  prompt: string;
  /** The ButtonSet's name, e.g. `YES_NO`. */
  buttons: string;
  answer: ButtonValue;
}

/** A question the script asks a person: an alert offering a choice (more than OK), or a prompt. */
export interface AskedQuestion {
  readonly kind: 'alert' | 'prompt';
  readonly title: string;
  readonly prompt: string;
  /** The ButtonSet's name, e.g. `YES_NO`. */
  readonly buttons: string;
}

/** A person's answer: the button pressed and, for a prompt, the text typed. */
export interface QuestionAnswer {
  readonly button: ButtonValue;
  readonly text?: string;
}

/** Answers the questions no test or tool scripted (see EmulatedUi.answerQuestionsWith). */
export type Answerer = (question: AskedQuestion) => QuestionAnswer;

export interface RecordedPrompt {
  title: string;
  prompt: string;
  buttons: string;
  text: string;
  answer: ButtonValue;
}

/** The buttons each ButtonSet shows; CLOSE (the dialog's X) is always possible too. */
const BUTTONS_OF: Record<string, string[]> = {
  OK: ['OK'],
  OK_CANCEL: ['OK', 'CANCEL'],
  YES_NO: ['YES', 'NO'],
  YES_NO_CANCEL: ['YES', 'NO', 'CANCEL'],
};

export function buttonsOf(buttons: string, where: string): string[] {
  const allowed = BUTTONS_OF[buttons];
  if (!allowed) throw new Error(`${where}: unknown ButtonSet ${buttons}`);
  return allowed;
}

/** The button that goes on: OK or YES, the first of the set. */
export function goOnButton(buttons: string): ButtonValue {
  return buttonsOf(buttons, 'goOnButton')[0] === 'YES' ? Button.YES : Button.OK;
}

/** The button that leaves everything as it was: CANCEL, else NO, else the dialog's X (CLOSE). */
export function holdBackButton(buttons: string): ButtonValue {
  const allowed = buttonsOf(buttons, 'holdBackButton');
  if (allowed.includes('CANCEL')) return Button.CANCEL;
  return allowed.includes('NO') ? Button.NO : Button.CLOSE;
}

export function checkAnswer(answer: ButtonValue, buttons: string, prompt: string): void {
  const name = enumName(answer);
  if (name !== 'CLOSE' && !buttonsOf(buttons, 'Ui').includes(name))
    throw new Error(`Scripted answer ${name} is not a button of ButtonSet ${buttons} ("${prompt}")`);
}
