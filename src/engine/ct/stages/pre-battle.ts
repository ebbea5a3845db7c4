/**
 * The pre-battle stage ([Battles] 1, 4.b): challenges answered, each battle's stakes fixed, Table 1 rolled for a
 * two-player battle (CT-R2) and Table 3 for each ([Battles] 1.c), and each side's force rating recorded before
 * the battle ([Experience] 1.c.1). A battle a side did not stake in is void, with a warning. A challenge left
 * unanswered is declined (CT-R27); a force whose race rules are lost is flagged to the moderator (CT-R23).
 */
import type { StageInput, StageJournalEntry, StageResult } from '../../core/stage';
import { summonOrder } from '../orders/summon';
import { addSummary, nextInList, summariesOf } from '../../core/stage';
import { Dice } from '../../dice';
import type { CtBattle, CtCampaign, PlayerValue } from '../campaign';
import { alliesOf, everyoneIn, staked, valueFor } from '../campaign';
import type { CtEvent } from '../events';
import { ctEvent } from '../events';
import type { CtPlayer } from '../model';
import { present } from '../model';
import { fightingWarbands } from '../rating';
import { forceErrors, publicBreach } from '../roster';
import { lostRaceNote } from '../lost-races';
import { prepareBattle } from '../pre-battle';
import { declineChallenge, silentDecline } from '../territories';
import { CT_STAGE_INFO } from './clock';
import type { CtStageOrder, CtWorld } from './world';

export function runPreBattle(input: StageInput<CtWorld, CtStageOrder>): StageResult<CtWorld, CtEvent> {
  const { clock } = input;
  const events: CtEvent[] = [];
  const warnings: string[] = [];
  const cards = new Map<string, string[]>();
  let players = input.state.campaign.state.players;
  const dice = new Dice(input.seed, input.overrides);
  const ordersOf = (p: string) => (input.orders.get(p) ?? []).map((o) => o.order);
  const setPlayers = (...changed: CtPlayer[]): void => {
    players = players.map((p) => changed.find((c) => c.name === p.name) ?? p);
  };
  // [Races] 5.c.1: summoned creatures are bought first, so they count in the field army's rating.
  let summoned: CtCampaign = input.state.campaign;
  const entries: StageJournalEntry[] = [];
  for (const p of input.state.campaign.state.players)
    for (const o of input.orders.get(p.name) ?? [])
      if (o.order.kind === 'summon') {
        const r = summonOrder(summoned, p.name, o.order.count, o.order.type, input.state.armyLists);
        if (!r.ok) {
          warnings.push(`${p.name}, line ${o.line}: ${r.error}; skipped`);
          continue;
        }
        summoned = r.value.campaign;
        events.push(...r.value.events);
        entries.push(...r.value.entries);
        addSummary(cards, p.name, r.value.events[0]?.effect ?? '');
      }
  players = summoned.state.players;
  const battles = input.state.campaign.battles.map((b): CtBattle => {
    if (b.turn !== clock.turn || (b.status !== 'scheduled' && b.status !== 'challenged')) return b;
    if (b.kind === 'challenge') {
      const [challenger, challenged] = b.players;
      const answer = ordersOf(challenged).find(
        (o) => (o.kind === 'decline' || o.kind === 'accept') && o.battle === b.id,
      );
      // CT-R27: no answer by this resolve is a decline, giving up the territory he would least miss.
      const d = players.find((p) => p.name === challenged);
      const silentGives = !answer && d ? silentDecline(d) : null;
      const given = answer?.kind === 'decline' ? answer.territory : (silentGives?.name ?? null);
      if (given !== null) {
        const a = players.find((p) => p.name === challenger);
        const r = a && d ? declineChallenge(a, d, given) : null;
        if (r?.ok) {
          setPlayers(r.value.winner, r.value.loser);
          const silent = answer === undefined;
          const effect = silent
            ? `${challenged} sent no answer to ${challenger}'s challenge by the pre-battle resolve: read as declined, giving up ${given}, his territory of lowest income other than his home fortress (CT-R27): ${r.value.effect}`
            : r.value.effect;
          events.push(
            ctEvent('Pre-battle', b.id, effect, silent ? '001 [Battles] 4.b, CT-R27' : '001 [Battles] 4.b'),
          );
          if (silent) warnings.push(`${b.id}: ${effect}`);
          addSummary(
            cards,
            challenged,
            silent
              ? `${b.id}: you sent no answer to ${challenger}'s challenge by the pre-battle resolve, so you declined it and give up ${given}, your territory of lowest income other than your home fortress (CT-R27)`
              : `${b.id}: declined ${challenger}'s challenge, gives up ${given}`,
          );
          addSummary(
            cards,
            challenger,
            silent
              ? `${b.id}: ${challenged} sent no answer to your challenge, which counts as declining it (CT-R27); ${r.value.effect}`
              : `${b.id}: ${challenged} declined; ${r.value.effect}`,
          );
          return { ...b, status: 'declined', result: effect };
        }
        warnings.push(
          `${b.id}: ${challenged}'s ${answer ? 'Decline' : 'silence (a decline, CT-R27)'} no longer holds (${r && !r.ok ? r.error : 'no force'}); the challenge stands`,
        );
      }
    }
    // Stakes: your own territory; in a challenge, the opponent's that you chose ([Battles] 4.b).
    const stakes: PlayerValue<string>[] = [];
    if (staked(b))
      for (const p of b.players) {
        const chooser = b.kind === 'challenge' ? (b.players.find((x) => x !== p) ?? p) : p;
        const stake = ordersOf(chooser)
          .filter((o) => o.kind === 'stake' && o.battle === b.id)
          .at(-1);
        const owner = players.find((x) => x.name === p);
        const t =
          stake?.kind === 'stake'
            ? owner?.territories.find((x) => x.name.toLowerCase() === stake.territory.toLowerCase())
            : undefined;
        if (t) stakes.push({ player: p, value: t.name });
      }
    const missing = !staked(b) ? [] : b.players.filter((p) => !stakes.some((s) => s.player === p));
    if (missing.length > 0) {
      // A challenge left unanswered by a player holding only his home fortress: CT-R19 makes him accept, but the
      // stake he was to choose is missing (CT-R27).
      const [challenger, challenged] = b.players;
      const silent =
        b.kind === 'challenge' &&
        !ordersOf(challenged).some((o) => (o.kind === 'accept' || o.kind === 'decline') && o.battle === b.id);
      const why = `${silent ? `${challenged} neither accepted nor declined ${challenger}'s challenge and, holding only his home fortress, could not decline (CT-R19, CT-R27); ` : ''}no stake for ${missing.join(' and ')}${b.kind === 'challenge' ? ' (chosen by the opponent, [Battles] 4.b)' : ' ([Battles] 1.a)'}`;
      warnings.push(`${b.id} is void: ${why}`);
      events.push(ctEvent('Pre-battle', b.id, `void: ${why}`, '001 [Battles] 1.a'));
      return { ...b, status: 'void', result: `void: ${why}` };
    }
    const sides = b.players.map((p) => ({
      player: p,
      allies: alliesOf(b, p),
      stake: stakes.find((s) => s.player === p)?.value ?? null,
    }));
    // [Forces] 1.a: a side whose field army breaks the force rules voids the battle. The roster detail is its
    // owner's alone (and the moderator's); the Battles Result and the Log, read by every player, say only whose.
    const broken = b.players.flatMap((who) => {
      const owner = players.find((x) => x.name === who);
      const errors = owner ? forceErrors(owner, { kind: 'field' }) : [];
      return errors.length > 0 ? [{ who, errors }] : [];
    });
    if (broken.length > 0) {
      const why = broken.map((x) => publicBreach(x.who, x.errors)).join('; ');
      for (const x of broken) {
        const detail = x.errors.map((e) => e.message).join('; ');
        warnings.push(`${b.id} is void: ${detail}`);
        addSummary(cards, x.who, `${b.id} is void: ${detail}`);
      }
      events.push(ctEvent('Pre-battle', b.id, `void: ${why}`, '001 [Forces] 1.a'));
      return { ...b, status: 'void', result: `void: ${why}` };
    }
    const prepared = prepareBattle(dice, b.id, { ...input.state.campaign.state, players }, b.kind, sides);
    if (!prepared.ok) {
      warnings.push(`${b.id} is void: ${prepared.error}`);
      events.push(ctEvent('Pre-battle', b.id, `void: ${prepared.error}`));
      return { ...b, status: 'void', result: `void: ${prepared.error}` };
    }
    const p = prepared.value;
    events.push(...p.events);
    // CT-R26: a warband short of its minimum only by its Hospital plays short; its owner is told.
    for (const who of everyoneIn(b)) {
      const owner = players.find((x) => x.name === who);
      if (!owner) continue;
      for (const w of fightingWarbands(owner, valueFor(stakes, who) ?? null))
        if (w.kind === 'warband' && present(w).length < w.minimum && w.figures.length >= w.minimum)
          addSummary(
            cards,
            who,
            `${b.id}: ${w.id} plays short, ${present(w).length} of its minimum ${w.minimum}: ${w.figures
              .filter((f) => f.hospital)
              .map((f) => f.id)
              .join(', ')} in the Hospital (CT-R26)`,
          );
    }
    // CT-R23: the moderator hears of each force of a race whose rules are lost, at each battle it fights.
    for (const who of everyoneIn(b)) {
      const note = lostRaceNote(who, players.find((x) => x.name === who)?.race ?? '');
      if (note !== null) warnings.push(`${b.id}: ${note}`);
    }
    const climate = `${p.climate.climate}, ${p.climate.season === 'All' ? 'all seasons' : p.climate.season}${p.climate.effects ? `: ${p.climate.effects}` : ''}`;
    const ratings = p.ratings.map((r) => ({ player: r.player, value: r.rating }));
    for (const s of b.players)
      addSummary(
        cards,
        s,
        `${b.id} v ${b.players.filter((x) => x !== s).join(', ')}: stakes ${stakes.map((x) => x.value).join(' and ') || 'none'}; ${climate}; ratings ${ratings.map((r) => `${r.player} ${r.value}`).join(', ')}${p.generated ? `; the generated territory is ${/^[AEIOU]/.test(p.generated) ? 'an' : 'a'} ${p.generated}` : ''}`,
      );
    return { ...b, stakes, generated: p.generated, climate, ratings, status: 'to fight' };
  });
  // CT-R1: each player in at most one battle a round, plus a Rescue; the moderator's schedule is his to mend.
  const fights = new Map<string, string[]>();
  for (const b of battles)
    if (b.turn === clock.turn && b.status === 'to fight' && b.kind !== 'rescue')
      for (const p of everyoneIn(b)) fights.set(p, [...(fights.get(p) ?? []), b.id]);
  for (const [p, ids] of fights)
    if (ids.length > 1)
      warnings.push(
        `${p} fights ${ids.join(' and ')} in round ${clock.turn}: each player fights at most one battle a round, plus a Rescue (CT-R1)`,
      );
  return {
    state: {
      ...input.state,
      campaign: { state: { ...input.state.campaign.state, players }, battles },
      warnings,
    },
    next: nextInList(CT_STAGE_INFO, clock),
    events,
    entries,
    battles: [],
    summaries: summariesOf(cards),
  };
}
