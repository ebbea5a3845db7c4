import { enumName } from '../services/enums';
import { Answerer, AskedQuestion, goOnButton, holdBackButton } from '../services/ui';

/**
 * The questions a menu command asks (Load demo campaign's "Continue?", New blank map's size) when a person runs
 * it from the playground's page. Sheets waits for the person's answer; the page cannot, so the command runs as
 * if they had pressed No, Cancel or the X (nothing changes), and the page shows the question with a button that
 * runs the command again, this time answering the question the person saw (and only that one) with their Yes.
 */

/** The person's Yes (OK with their text for a prompt) to the question the page showed them. */
export interface PersonAnswer {
  readonly kind: 'alert' | 'prompt';
  readonly title: string;
  readonly prompt: string;
  readonly text: string;
}

/** Nobody at the page said yes: every question gets the answer that changes nothing (No, Cancel or the X). */
export const nobodyAnswers: Answerer = (question) => ({ button: holdBackButton(question.buttons), text: '' });

/** An answerer for one run: `answer` goes to the question it was given for, once; every other is held back. */
export function answering(answer: PersonAnswer | undefined): {
  answerer: Answerer;
  /** The questions held back in this run, in order: the page shows them. */
  heldBack: AskedQuestion[];
} {
  const heldBack: AskedQuestion[] = [];
  let pending = answer;
  const answerer: Answerer = (question) => {
    if (
      pending &&
      pending.kind === question.kind &&
      pending.title === question.title &&
      pending.prompt === question.prompt
    ) {
      const text = pending.text;
      pending = undefined;
      return { button: goOnButton(question.buttons), text };
    }
    heldBack.push(question);
    return nobodyAnswers(question);
  };
  return { answerer, heldBack };
}

/** A button's caption as Sheets shows it: Yes, No, OK, Cancel. */
export function buttonCaption(button: GoogleAppsScript.Base.Button): string {
  const name = enumName(button);
  return name === 'OK' ? 'OK' : name.charAt(0) + name.slice(1).toLowerCase();
}
