import { EmulatedForm } from '../../src/local/services/forms';
import { battleCampaign } from './battles-helpers';

// Issue 12 through dist/Code.js: players send their side's battle choice through the orders form (Battle
// Results: "each player has 48 hours to notify the moderator ... fight, truce, or run"); the choice fills the
// side's blank cell on the Battles tab, the moderator's entry wins, and Apply battle results takes it.

// T1-B1: the Knights of the Dawn (Aurelian Throne) rode into the Wolf Riders (Gorthak Horde).
const FIRSTBORN = 'firstborn@example.com';
const BLACKBLOOD = 'blackblood@example.com';
const MINUTE = 60 * 1000;

function campaign() {
  const c = battleCampaign();
  const { FormApp, MailApp } = c.emulation.services;
  const submit = (email: string, orders: string) => {
    c.emulation.world.advanceClock(MINUTE);
    return FormApp.submit(FormApp.forms[0].id, email, { Orders: orders }, { throwOnHandlerError: false });
  };
  const battle = () => c.rows('Battles').find((r) => r.Id === 'T1-B1') ?? {};
  const lastMail = (to: string) =>
    MailApp.outbox.filter((m) => m.to === to && !/ report for /.test(m.subject)).at(-1)?.body ?? '';
  const orders = (turn: number) =>
    c
      .rows('Orders')
      .filter((r) => r.Turn === turn)
      .map((r) => `${String(r.Player)}: ${String(r.Text)}`);
  const log = () => c.rows('Log').map((r) => `${String(r.Subject)}: ${String(r.Effect)}`);
  return { ...c, submit, battle, lastMail, orders, log };
}

describe('battle choices by the orders form', () => {
  it('each side sends its choice after Resolve; the cells fill, the orders stay, Apply takes them', () => {
    const c = campaign();
    expect(c.battle()).toMatchObject({
      Attacker: 'Aurelian Throne',
      Defender: 'Gorthak Horde',
      'Attacker choice': '',
      'Defender choice': '',
    });
    c.submit(FIRSTBORN, 'Knights of the Dawn - Hold');
    c.submit(FIRSTBORN, 'Battle T1-B1 - Fight');
    c.submit(BLACKBLOOD, 'battle t1-b1: run');
    expect(c.battle()).toMatchObject({ 'Attacker choice': 'fight', 'Defender choice': 'run' });
    // A submission of battle lines only leaves the player's orders for the turn as they were.
    expect(c.orders(2)).toEqual(['Aurelian Throne: Knights of the Dawn - Hold']);
    const receipt = c.lastMail(FIRSTBORN).split('\n');
    expect(receipt).toContain(
      'Your orders for turn 2 are unchanged: this submission held battle choices only.',
    );
    expect(receipt).toContain(
      '   OK O000: your choice for battle T1-B1 (field battle in 1106, you attack): fight. It goes on the Battles tab; only the moderator can change it now.',
    );
    expect(c.log()).toContain('Aurelian Throne: Battle T1-B1: Attacker choice entered from the orders form');
    const { view } = c.apply();
    expect(view.applied).toEqual(['T1-B1']);
    expect(view.effects.join('\n')).toContain('Aurelian Throne chose fight, Gorthak Horde chose run');
    expect(String(c.battle().Applied)).not.toBe('');
  });

  it('the moderator’s entry wins: a filled cell is never changed by a player (O074)', () => {
    const c = campaign();
    c.set('Battles', 'T1-B1', { 'Defender choice': 'truce' });
    c.submit(BLACKBLOOD, 'Battle T1-B1 - Fight');
    expect(c.battle()['Defender choice']).toBe('truce');
    const receipt = c.lastMail(BLACKBLOOD).split('\n');
    expect(receipt).toContain('REJECTED 1. Battle T1-B1 - Fight');
    expect(receipt).toContain(
      "   O074: Your side's choice for battle T1-B1 is already entered as “truce”; only the moderator can change it now.",
    );
    // Nor by a second submission of the player's own: the first choice stands until the moderator changes it.
    c.submit(FIRSTBORN, 'Battle T1-B1 - Truce');
    c.submit(FIRSTBORN, 'Battle T1-B1 - Fight');
    expect(c.battle()['Attacker choice']).toBe('truce');
  });

  it('with orders: the orders are recorded without the battle line, and sending the form again keeps the choice', () => {
    const c = campaign();
    c.submit(FIRSTBORN, 'Knights of the Dawn - Hold\nBattle T1-B1 - Truce');
    expect(c.orders(2)).toEqual(['Aurelian Throne: Knights of the Dawn - Hold']);
    expect(c.battle()['Attacker choice']).toBe('truce');
    c.submit(FIRSTBORN, 'Knights of the Dawn - Move 4');
    expect(c.orders(2)).toEqual(['Aurelian Throne: Knights of the Dawn - Move 4']);
    expect(c.battle()['Attacker choice']).toBe('truce');
  });

  it('refuses, with the reason, a battle not the player’s and one already applied; text is never a formula', () => {
    const c = campaign();
    c.submit('dwarves@example.com', 'Battle T1-B1 - Fight');
    expect(c.lastMail('dwarves@example.com')).toContain(
      'O070: You have no battle T1-B1. No battle of yours waits for a choice.',
    );
    c.submit(BLACKBLOOD, 'Battle T1-B1 - =HYPERLINK("x")');
    expect(c.battle()['Defender choice']).toBe('');
    expect(c.lastMail(BLACKBLOOD)).toContain('O072:');
    c.set('Battles', 'T1-B1', { 'Attacker choice': 'truce', 'Defender choice': 'truce' });
    c.apply();
    c.submit(BLACKBLOOD, 'Battle T1-B1 - Run');
    expect(c.lastMail(BLACKBLOOD)).toContain(
      'O071: Battle T1-B1 is already settled: no choice changes it now.',
    );
  });

  it('sent before the next Resolve but recorded after it: the orders are refused as late, the battle line is taken', () => {
    const c = campaign();
    const { world, services } = c.emulation;
    let hidden = true;
    const getResponses = EmulatedForm.prototype.getResponses;
    const spy = jest.spyOn(EmulatedForm.prototype, 'getResponses').mockImplementation(function (
      this: EmulatedForm,
      since?: Date,
    ) {
      const all = getResponses.call(this, since);
      return hidden
        ? all.filter((r) => world.calls.uncounted(() => r.getRespondentEmail()) !== FIRSTBORN)
        : all;
    });
    try {
      world.runExecution(() => {
        services.LockService.getScriptLock().waitLock(1000);
        c.submit(FIRSTBORN, 'Knights of the Dawn - Hold\nBattle T1-B1 - Fight');
        world.advanceClock(MINUTE);
        c.script.fn('resolveTurn')?.(2, {});
      });
      hidden = false;
      c.script.call('onOrdersHourly');
    } finally {
      spy.mockRestore();
    }
    expect(c.orders(2)).toEqual([]);
    expect(c.orders(3)).toEqual([]);
    expect(c.battle()['Attacker choice']).toBe('fight');
    const receipt = c.lastMail(FIRSTBORN);
    expect(receipt).toContain(
      'REJECTED (ORD-RESOLVED): the orders in this submission were sent for turn 2, which was resolved before they could be recorded. Send your orders for turn 3. Its battle lines were taken.',
    );
    expect(receipt).toContain('OK O000: your choice for battle T1-B1');
  });

  it('orders received by mail: the moderator checks and records a player’s battle line the same way', () => {
    const c = campaign();
    const checked = c.script.call('checkPastedOrders', ['Gorthak Horde', 'Battle T1-B1 - Run']) as {
      recorded: boolean;
      lines: string[];
    };
    expect(checked.recorded).toBe(false);
    expect(checked.lines).toContain(
      'Your orders for turn 2 are unchanged: this submission held battle choices only.',
    );
    expect(c.battle()['Defender choice']).toBe('');
    c.script.call('recordPastedOrders', ['Gorthak Horde', 'Battle T1-B1 - Run']);
    expect(c.battle()['Defender choice']).toBe('run');
  });
});
