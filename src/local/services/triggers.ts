import type {
  ClockTriggerBuilderService,
  FormTriggerBuilderService,
  ScriptAppService,
  SpreadsheetService,
  TriggerBuilderService,
  TriggerService,
} from '../../gas/services';
import type { World } from '../world';
import { AuthMode, EventType, TriggerSource, enumName } from './enums';
import { array, freshId, num, record, str } from './state-util';

/** Apps Script allows 20 installable triggers per user per script. */
export const MAX_TRIGGERS_PER_USER = 20;
export const TOO_MANY_TRIGGERS_MESSAGE =
  'This script has too many triggers. Triggers must be deleted from the script before more can be added.';

export interface TriggerRecord {
  id: string;
  handler: string;
  /** EventType member name, e.g. `ON_FORM_SUBMIT`. */
  eventType: string;
  /** TriggerSource member name, e.g. `SPREADSHEETS`. */
  source: string;
  sourceId: string;
  /** Installable triggers belong to the user who created them. */
  owner: string;
  /** A time-driven trigger's interval, and when it next fires (world-clock ms). */
  everyMs?: number;
  nextAtMs?: number;
}

const MINUTE_MS = 60 * 1000;
/** Apps Script's allowed intervals for everyMinutes. */
const MINUTE_INTERVALS = [1, 5, 10, 15, 30];
const HOUR_INTERVALS = [1, 2, 4, 6, 8, 12];

export interface TriggersState {
  triggers: TriggerRecord[];
}

/** A view of one installed trigger (it stays readable after deletion, like Google's object). */
export class EmulatedTrigger implements TriggerService {
  constructor(
    private readonly world: World,
    readonly info: TriggerRecord,
  ) {}

  getUniqueId(): string {
    this.world.calls.record('Trigger.getUniqueId');
    return this.info.id;
  }

  getHandlerFunction(): string {
    this.world.calls.record('Trigger.getHandlerFunction');
    return this.info.handler;
  }

  getEventType(): GoogleAppsScript.Script.EventType {
    this.world.calls.record('Trigger.getEventType');
    return EventType[this.info.eventType as keyof typeof EventType];
  }

  getTriggerSource(): GoogleAppsScript.Script.TriggerSource {
    this.world.calls.record('Trigger.getTriggerSource');
    return TriggerSource[this.info.source as keyof typeof TriggerSource];
  }

  getTriggerSourceId(): string {
    this.world.calls.record('Trigger.getTriggerSourceId');
    return this.info.sourceId;
  }
}

export class EmulatedSpreadsheetTriggerBuilder implements FormTriggerBuilderService {
  private eventType: string | null = null;

  constructor(
    private readonly world: World,
    private readonly app: EmulatedScriptApp,
    private readonly handler: string,
    private readonly spreadsheetId: string,
  ) {}

  onFormSubmit(): EmulatedSpreadsheetTriggerBuilder {
    this.world.calls.record('SpreadsheetTriggerBuilder.onFormSubmit');
    this.eventType = enumName(EventType.ON_FORM_SUBMIT);
    return this;
  }

  create(): EmulatedTrigger {
    this.world.calls.record('SpreadsheetTriggerBuilder.create');
    if (this.eventType === null)
      throw new Error('Trigger event type has not been set (call onFormSubmit()).');
    return this.app.install(this.handler, this.eventType, 'SPREADSHEETS', this.spreadsheetId);
  }
}

/** A form-bound trigger: fired by a response to that form, whichever spreadsheet it writes to. */
export class EmulatedFormTriggerBuilder implements FormTriggerBuilderService {
  private eventType: string | null = null;

  constructor(
    private readonly world: World,
    private readonly app: EmulatedScriptApp,
    private readonly handler: string,
    private readonly formId: string,
  ) {}

  onFormSubmit(): EmulatedFormTriggerBuilder {
    this.world.calls.record('FormTriggerBuilder.onFormSubmit');
    this.eventType = enumName(EventType.ON_FORM_SUBMIT);
    return this;
  }

  create(): EmulatedTrigger {
    this.world.calls.record('FormTriggerBuilder.create');
    if (this.eventType === null)
      throw new Error('Trigger event type has not been set (call onFormSubmit()).');
    return this.app.install(this.handler, this.eventType, 'FORMS', this.formId);
  }
}

/** A time-driven trigger, repeating every few minutes or hours. */
export class EmulatedClockTriggerBuilder implements ClockTriggerBuilderService {
  private everyMs: number | null = null;

  constructor(
    private readonly world: World,
    private readonly app: EmulatedScriptApp,
    private readonly handler: string,
  ) {}

  everyMinutes(n: number): EmulatedClockTriggerBuilder {
    this.world.calls.record('ClockTriggerBuilder.everyMinutes');
    if (!MINUTE_INTERVALS.includes(n))
      throw new Error('Invalid argument: minutes. Must be one of 1, 5, 10, 15 or 30.');
    this.everyMs = n * MINUTE_MS;
    return this;
  }

  everyHours(n: number): EmulatedClockTriggerBuilder {
    this.world.calls.record('ClockTriggerBuilder.everyHours');
    if (!HOUR_INTERVALS.includes(n))
      throw new Error('Invalid argument: hours. Must be one of 1, 2, 4, 6, 8 or 12.');
    this.everyMs = n * 60 * MINUTE_MS;
    return this;
  }

  create(): EmulatedTrigger {
    this.world.calls.record('ClockTriggerBuilder.create');
    if (this.everyMs === null) throw new Error('The trigger needs a schedule (everyMinutes or everyHours).');
    return this.app.install(this.handler, enumName(EventType.CLOCK), 'CLOCK', '', this.everyMs);
  }
}

export class EmulatedTriggerBuilder implements TriggerBuilderService {
  constructor(
    private readonly world: World,
    private readonly app: EmulatedScriptApp,
    private readonly handler: string,
  ) {}

  forSpreadsheet(sheet: SpreadsheetService): EmulatedSpreadsheetTriggerBuilder {
    this.world.calls.record('TriggerBuilder.forSpreadsheet');
    const id = this.world.calls.uncounted(() => sheet.getId());
    return new EmulatedSpreadsheetTriggerBuilder(this.world, this.app, this.handler, id);
  }

  forForm(formId: string): EmulatedFormTriggerBuilder {
    this.world.calls.record('TriggerBuilder.forForm');
    return new EmulatedFormTriggerBuilder(this.world, this.app, this.handler, String(formId));
  }

  timeBased(): EmulatedClockTriggerBuilder {
    this.world.calls.record('TriggerBuilder.timeBased');
    return new EmulatedClockTriggerBuilder(this.world, this.app, this.handler);
  }
}

/** What firing the due time-driven triggers did. */
export interface ClockRun {
  handler: string;
  at: Date;
  ok: boolean;
  error?: unknown;
}

export class EmulatedScriptApp implements ScriptAppService {
  readonly AuthMode = AuthMode;
  readonly EventType = EventType;
  readonly TriggerSource = TriggerSource;
  private triggers: TriggerRecord[] = [];

  constructor(private readonly world: World) {}

  /** Like Apps Script, only the triggers the current user installed. */
  getProjectTriggers(): EmulatedTrigger[] {
    this.world.calls.record('ScriptApp.getProjectTriggers');
    return this.triggers
      .filter((t) => t.owner === this.world.activeUserEmail)
      .map((t) => new EmulatedTrigger(this.world, t));
  }

  newTrigger(functionName: string): EmulatedTriggerBuilder {
    this.world.calls.record('ScriptApp.newTrigger');
    return new EmulatedTriggerBuilder(this.world, this, String(functionName));
  }

  deleteTrigger(trigger: TriggerService): void {
    this.world.calls.record('ScriptApp.deleteTrigger');
    const id = this.world.calls.uncounted(() => trigger.getUniqueId());
    this.triggers = this.triggers.filter((t) => t.id !== id);
  }

  getScriptId(): string {
    this.world.calls.record('ScriptApp.getScriptId');
    return this.world.scriptId;
  }

  // ---- emulation only ----

  /** Called by the trigger builders. */
  install(
    handler: string,
    eventType: string,
    source: string,
    sourceId: string,
    everyMs?: number,
  ): EmulatedTrigger {
    const owner = this.world.activeUserEmail;
    if (this.triggers.filter((t) => t.owner === owner).length >= MAX_TRIGGERS_PER_USER) {
      throw new Error(TOO_MANY_TRIGGERS_MESSAGE);
    }
    const id = freshId(this.world, 'trigger', (candidate) => this.triggers.some((t) => t.id === candidate));
    const installed: TriggerRecord = { id, handler, eventType, source, sourceId, owner };
    if (everyMs !== undefined) {
      installed.everyMs = everyMs;
      installed.nextAtMs = this.world.now().getTime() + everyMs;
    }
    this.triggers.push(installed);
    return new EmulatedTrigger(this.world, installed);
  }

  /** Every installed trigger, of every user, in creation order. */
  get allTriggers(): TriggerRecord[] {
    return this.triggers.map((t) => ({ ...t }));
  }

  /** The triggers an event fires: same event type and source document, in creation order. */
  triggersFor(eventType: GoogleAppsScript.Script.EventType, sourceId: string): TriggerRecord[] {
    const type = enumName(eventType);
    return this.triggers
      .filter((t) => t.eventType === type && t.sourceId === sourceId)
      .map((t) => ({ ...t }));
  }

  /**
   * Moves the world clock on by `ms`, firing each time-driven trigger whenever it falls due on the way (as
   * Google does, roughly on its interval; a run never piles up missed ones). Handler errors are collected.
   */
  advanceClock(ms: number): ClockRun[] {
    const end = this.world.now().getTime() + ms;
    const runs: ClockRun[] = [];
    for (;;) {
      const due = this.triggers
        .filter((t) => t.nextAtMs !== undefined && t.nextAtMs <= end)
        .sort((a, b) => (a.nextAtMs ?? 0) - (b.nextAtMs ?? 0))[0];
      if (!due || due.nextAtMs === undefined || due.everyMs === undefined) break;
      this.world.setClock(new Date(Math.max(due.nextAtMs, this.world.now().getTime())));
      due.nextAtMs += due.everyMs;
      const at = this.world.now();
      try {
        this.world.invokeGlobal(due.handler, [{ authMode: AuthMode.FULL, triggerUid: due.id }], due.owner);
        runs.push({ handler: due.handler, at, ok: true });
      } catch (error) {
        runs.push({ handler: due.handler, at, ok: false, error });
      }
    }
    this.world.setClock(new Date(end));
    return runs;
  }

  exportState(): TriggersState {
    return { triggers: this.allTriggers };
  }

  importState(state: unknown): void {
    const s = record(state, 'triggers');
    this.triggers = array(s.triggers, 'triggers.triggers').map((raw, i) => {
      const t = record(raw, `triggers.triggers[${i}]`);
      const at = (key: string): string => str(t[key], `triggers.triggers[${i}].${key}`);
      return {
        id: at('id'),
        handler: at('handler'),
        eventType: at('eventType'),
        source: at('source'),
        sourceId: at('sourceId'),
        owner: at('owner'),
        ...(t.everyMs === undefined
          ? {}
          : {
              everyMs: num(t.everyMs, `triggers.triggers[${i}].everyMs`),
              nextAtMs: num(t.nextAtMs, `triggers.triggers[${i}].nextAtMs`),
            }),
      };
    });
  }
}
