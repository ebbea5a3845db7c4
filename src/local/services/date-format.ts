import { isDate } from '../spreadsheet/values';

/**
 * Java SimpleDateFormat patterns (what Utilities.formatDate takes) rendered in any IANA time zone via Intl.
 *
 * Supported letters: y M d E a H k K h m s S z Z X. Text in single quotes is literal; '' is a quote.
 * Names are English, as in a script whose locale is en_US.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  weekday: number; // 0 = Sunday
  hour: number; // 0-23
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
  zoneName: string;
}

/** Java also accepts custom ids such as `GMT+2` or `GMT-05:30`, which Intl does not. */
const CUSTOM_GMT = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/;

function wallClock(date: Date, timeZone: string): WallClock {
  const custom = CUSTOM_GMT.exec(timeZone);
  if (custom) {
    const sign = custom[1] === '-' ? -1 : 1;
    const offset = sign * (Number(custom[2]) * 60 + Number(custom[3] ?? '0'));
    const shifted = wallClock(new Date(date.getTime() + offset * 60000), 'UTC');
    return { ...shifted, offsetMinutes: offset, zoneName: `GMT${formatOffset(offset, true)}` };
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    });
  } catch {
    throw new Error(`Invalid argument: timeZone (${timeZone})`);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return {
    year,
    month,
    day,
    weekday: new Date(asUtc).getUTCDay(),
    hour,
    minute,
    second,
    millisecond: date.getTime() - wholeSeconds,
    offsetMinutes: Math.round((asUtc - wholeSeconds) / 60000),
    zoneName: parts.timeZoneName ?? timeZone,
  };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function formatOffset(minutes: number, colon: boolean): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${colon ? ':' : ''}${pad(abs % 60, 2)}`;
}

function field(letter: string, count: number, t: WallClock): string {
  switch (letter) {
    case 'y':
      return count === 2 ? pad(t.year % 100, 2) : pad(t.year, count);
    case 'M':
      if (count >= 4) return MONTHS[t.month - 1];
      if (count === 3) return MONTHS[t.month - 1].slice(0, 3);
      return pad(t.month, count);
    case 'd':
      return pad(t.day, count);
    case 'E':
      return count >= 4 ? DAYS[t.weekday] : DAYS[t.weekday].slice(0, 3);
    case 'a':
      return t.hour < 12 ? 'AM' : 'PM';
    case 'H':
      return pad(t.hour, count);
    case 'k':
      return pad(t.hour === 0 ? 24 : t.hour, count);
    case 'K':
      return pad(t.hour % 12, count);
    case 'h':
      return pad(t.hour % 12 === 0 ? 12 : t.hour % 12, count);
    case 'm':
      return pad(t.minute, count);
    case 's':
      return pad(t.second, count);
    case 'S':
      return pad(t.millisecond, count);
    case 'z':
      return t.zoneName;
    case 'Z':
      return formatOffset(t.offsetMinutes, false);
    case 'X':
      if (t.offsetMinutes === 0) return 'Z';
      if (count === 1) return formatOffset(t.offsetMinutes, false).slice(0, 3);
      return formatOffset(t.offsetMinutes, count >= 3);
    default:
      throw new Error(`Illegal pattern character '${letter}'`);
  }
}

/** Takes a Date of any realm: the script's own (made in the bundle's vm) are what real Apps Script gets. */
export function formatDate(date: Date, timeZone: string, pattern: string): string {
  if (!isDate(date) || Number.isNaN(date.getTime())) throw new Error('Invalid argument: date');
  const t = wallClock(date, timeZone);
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      if (pattern[i + 1] === "'") {
        out += "'";
        i += 2;
        continue;
      }
      const end = pattern.indexOf("'", i + 1);
      if (end < 0) throw new Error('Unterminated quote in date format');
      out += pattern.slice(i + 1, end);
      i = end + 1;
    } else if (/[A-Za-z]/.test(c)) {
      let j = i;
      while (pattern[j] === c) j += 1;
      out += field(c, j - i, t);
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}
