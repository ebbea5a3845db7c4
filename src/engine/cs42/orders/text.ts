import type { OrderArgs } from './types';

/** The arguments in the language's own spelling, for display and for storing beside the raw text. */
export function formatArgs(args: OrderArgs): string {
  switch (args.type) {
    case 'movement': {
      const parts: string[] = [args.directions.join(' ')];
      if (args.follow !== null) parts.push(`follow ${args.follow}`);
      if (args.engage) parts.push(args.engageTarget === null ? 'engage' : `engage ${args.engageTarget}`);
      if (args.noEngage) parts.push('NO ENGAGE');
      if (args.destroy) parts.push('destroy');
      return parts.join(' ');
    }
    case 'direction':
      return args.direction === null ? '' : String(args.direction);
    case 'target':
      return args.target;
    case 'points':
      return args.points !== null ? String(args.points) : (args.note ?? '');
    case 'split':
      return args.parts.map((p) => `${p.name} ${p.points}`).join(', ');
    case 'patrol':
      return args.extended ? '/M' : '';
    case 'sabotage':
      return `${args.city} ${args.improvement}`;
    case 'improvement':
      return args.improvement;
    case 'replace':
      return args.points === null ? '' : String(args.points);
    case 'portal':
      return args.exit ?? '';
    case 'battle':
      return `${args.battle} ${args.choice}`;
    case 'new':
      return [args.points ?? args.size, args.name].filter((x) => x !== null).join(' ');
    default:
      return '';
  }
}
