import { formatDate } from '../../../src/local/services';
import { setup } from './setup';

describe('Utilities.formatDate', () => {
  const summer = new Date('2026-07-04T18:05:09.042Z');
  const winter = new Date('2026-01-15T03:30:00Z');

  test('renders SimpleDateFormat patterns in different time zones, with daylight saving', () => {
    const { services } = setup();
    const u = services.Utilities;
    expect(u.formatDate(summer, 'America/New_York', 'yyyy-MM-dd HH:mm:ss')).toBe('2026-07-04 14:05:09');
    expect(u.formatDate(winter, 'America/New_York', 'yyyy-MM-dd HH:mm:ss')).toBe('2026-01-14 22:30:00');
    expect(u.formatDate(summer, 'Asia/Tokyo', 'EEE, d MMM yyyy HH:mm')).toBe('Sun, 5 Jul 2026 03:05');
    expect(u.formatDate(winter, 'Europe/Paris', 'EEEE d MMMM yy')).toBe('Thursday 15 January 26');
    expect(u.formatDate(summer, 'Etc/UTC', 'yyyyMMdd-HHmmss.SSS')).toBe('20260704-180509.042');
  });

  test('offsets, 12-hour clock, quoted text and custom GMT zones', () => {
    expect(formatDate(summer, 'America/New_York', 'Z XXX')).toBe('-0400 -04:00');
    expect(formatDate(winter, 'Asia/Kolkata', "h:mm a 'IST' Z")).toBe('9:00 AM IST +0530');
    expect(formatDate(winter, 'Etc/UTC', "'Turn' d ''MM'' X")).toBe("Turn 15 '01' Z");
    expect(formatDate(winter, 'GMT+2', 'HH:mm z')).toBe('05:30 GMT+02:00');
  });

  test('bad patterns and zones fail loudly', () => {
    expect(() => formatDate(winter, 'Etc/UTC', 'yyyy-qq')).toThrow("Illegal pattern character 'q'");
    expect(() => formatDate(winter, 'Mars/Olympus', 'yyyy')).toThrow('Invalid argument: timeZone');
  });
});

describe('Utilities and Session', () => {
  test('getUuid is well-formed and unique; sleep moves the world clock', () => {
    const { world, services } = setup();
    const a = services.Utilities.getUuid();
    const b = services.Utilities.getUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    const before = world.now().getTime();
    services.Utilities.sleep(1500);
    expect(world.now().getTime() - before).toBe(1500);
  });

  test('Session reports the active user, the effective user and the script time zone', () => {
    const { world, services } = setup();
    world.timeZone = 'Europe/Berlin';
    world.effectiveUserEmail = 'owner@example.com';
    world.runExecution(() => {
      expect(services.Session.getActiveUser().getEmail()).toBe('red@example.com');
      expect(services.Session.getEffectiveUser().getEmail()).toBe('owner@example.com');
    }, 'red@example.com');
    expect(services.Session.getActiveUser().getEmail()).toBe('moderator@example.com');
    expect(services.Session.getScriptTimeZone()).toBe('Europe/Berlin');
  });
});
