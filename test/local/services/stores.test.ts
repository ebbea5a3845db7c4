import { LOCK_TIMEOUT_MESSAGE, MAIL_QUOTA_MESSAGE } from '../../../src/local/services';
import { setup } from './setup';

describe('PropertiesService', () => {
  test('script, document and user stores are separate; values become strings', () => {
    const { services } = setup();
    const props = services.PropertiesService;
    props.getScriptProperties().setProperty('turn', '3');
    props.getDocumentProperties().setProperty('turn', '4');
    expect(props.getScriptProperties().getProperty('turn')).toBe('3');
    expect(props.getDocumentProperties().getProperty('turn')).toBe('4');
    expect(props.getUserProperties().getProperty('turn')).toBeNull();

    const script = props.getScriptProperties();
    script.setProperty('count', 7 as unknown as string);
    script.setProperties({ a: '1', flag: true as unknown as string });
    expect(script.getProperty('count')).toBe('7');
    expect(script.getProperties()).toEqual({ turn: '3', count: '7', a: '1', flag: 'true' });
    expect(script.getKeys()).toEqual(['turn', 'count', 'a', 'flag']);
    script.deleteProperty('a');
    expect(script.getProperty('a')).toBeNull();
  });

  test('each user has their own user store', () => {
    const { world, services } = setup();
    services.PropertiesService.getUserProperties().setProperty('player', 'Moderator');
    world.runExecution(() => {
      const mine = services.PropertiesService.getUserProperties();
      expect(mine.getProperty('player')).toBeNull();
      mine.setProperty('player', 'Red');
    }, 'red@example.com');
    expect(services.PropertiesService.getUserProperties().getProperty('player')).toBe('Moderator');
    expect(services.PropertiesService.exportState().user).toEqual({
      'moderator@example.com': { player: 'Moderator' },
      'red@example.com': { player: 'Red' },
    });
  });
});

describe('CacheService', () => {
  test('entries expire on the world clock, capped at 6 hours', () => {
    const { world, services } = setup();
    const cache = services.CacheService.getScriptCache();
    cache.put('short', 'a', 60);
    cache.put('long', 'b', 999999);
    world.advanceClock(59_000);
    expect(cache.get('short')).toBe('a');
    world.advanceClock(1_000);
    expect(cache.get('short')).toBeNull();
    world.advanceClock(21600_000 - 60_000 - 1);
    expect(cache.get('long')).toBe('b');
    world.advanceClock(1);
    expect(cache.get('long')).toBeNull();
  });

  test('script and document caches are separate; remove works; oversize values and keys throw', () => {
    const { services } = setup();
    services.CacheService.getScriptCache().put('k', 'script', 600);
    services.CacheService.getDocumentCache().put('k', 'doc', 600);
    expect(services.CacheService.getScriptCache().get('k')).toBe('script');
    expect(services.CacheService.getDocumentCache().get('k')).toBe('doc');
    services.CacheService.getScriptCache().remove('k');
    expect(services.CacheService.getScriptCache().get('k')).toBeNull();
    expect(() => services.CacheService.getScriptCache().put('big', 'x'.repeat(100 * 1024 + 1), 60)).toThrow(
      'Argument too large: value',
    );
    services.CacheService.getScriptCache().put('fits', 'x'.repeat(100 * 1024), 60);
    expect(() => services.CacheService.getScriptCache().put('k'.repeat(251), 'v', 60)).toThrow(
      'Argument too large: key',
    );
  });
});

describe('LockService', () => {
  test('a lock held by one execution makes another time out, and is released when its execution ends', () => {
    const { world, services } = setup();
    const seen: string[] = [];
    world.runExecution(() => {
      const lock = services.LockService.getScriptLock();
      lock.waitLock(10_000);
      expect(lock.hasLock()).toBe(true);
      lock.waitLock(10_000); // reentrant for the same execution
      const before = world.now().getTime();
      // A second execution (e.g. a form-submit handler) starts while the first still holds the lock.
      world.runExecution(() => {
        const other = services.LockService.getScriptLock();
        expect(other.hasLock()).toBe(false);
        expect(other.tryLock(500)).toBe(false);
        expect(() => other.waitLock(30_000)).toThrow(LOCK_TIMEOUT_MESSAGE);
        // The document lock is a different lock.
        expect(services.LockService.getDocumentLock().tryLock(0)).toBe(true);
        seen.push('second execution done');
      });
      expect(world.now().getTime() - before).toBe(30_500); // the waits took their time
      expect(services.LockService.holderOf('script')).toBe(world.execution);
      expect(services.LockService.holderOf('document')).toBeUndefined(); // released at its execution's end
    });
    expect(services.LockService.holderOf('script')).toBeUndefined();
    world.runExecution(() => {
      expect(services.LockService.getScriptLock().tryLock(0)).toBe(true);
      seen.push('third execution got the lock');
    });
    expect(seen).toEqual(['second execution done', 'third execution got the lock']);
  });

  test('releaseLock frees the lock for others; releasing a lock one does not hold is a no-op', () => {
    const { world, services } = setup();
    world.runExecution(() => {
      const lock = services.LockService.getScriptLock();
      lock.waitLock(1000);
      world.runExecution(() => services.LockService.getScriptLock().releaseLock());
      expect(lock.hasLock()).toBe(true);
      lock.releaseLock();
      expect(lock.hasLock()).toBe(false);
      world.runExecution(() => expect(services.LockService.getScriptLock().tryLock(0)).toBe(true));
    });
  });
});

describe('MailApp', () => {
  test('emails go to the outbox and use up the daily quota, which comes back a day later', () => {
    const { world, services } = setup();
    const mail = services.MailApp;
    mail.setDailyQuota(3);
    mail.sendEmail('red@example.com', 'Turn 3', 'Your orders are due.');
    mail.sendEmail('blue@example.com, green@example.com', 'Turn 3', 'Orders due.');
    expect(mail.getRemainingDailyQuota()).toBe(0);
    expect(() => mail.sendEmail('red@example.com', 'x', 'y')).toThrow(MAIL_QUOTA_MESSAGE);
    expect(mail.outbox).toEqual([
      {
        to: 'red@example.com',
        subject: 'Turn 3',
        body: 'Your orders are due.',
        time: new Date('2026-03-01T12:00:00Z'),
      },
      {
        to: 'blue@example.com,green@example.com',
        subject: 'Turn 3',
        body: 'Orders due.',
        time: new Date('2026-03-01T12:00:00Z'),
      },
    ]);
    world.advanceClock(24 * 3600 * 1000);
    expect(mail.getRemainingDailyQuota()).toBe(3);
    mail.sendEmail('red@example.com', 'Turn 4', 'Again.');
    expect(mail.outbox).toHaveLength(3);
  });

  test('the default quota is 100 recipients', () => {
    const { services } = setup();
    expect(services.MailApp.getRemainingDailyQuota()).toBe(100);
    for (let i = 0; i < 100; i++) services.MailApp.sendEmail(`p${i}@example.com`, 's', 'b');
    expect(() => services.MailApp.sendEmail('late@example.com', 's', 'b')).toThrow(MAIL_QUOTA_MESSAGE);
    expect(services.MailApp.outbox).toHaveLength(100);
  });
});
