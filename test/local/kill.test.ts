import { KilledExecution } from '../../src/local/calls';
import { World } from '../../src/local/world';

describe('a killed execution', () => {
  it('fails the doomed call and every later call of the same execution, so no rollback can write', () => {
    const world = new World();
    const seen: string[] = [];
    world.calls.killAt(2);
    expect(() =>
      world.runExecution(() => {
        world.calls.record('Range.getValues');
        try {
          world.calls.record('Range.setValues');
        } catch (error) {
          seen.push((error as Error).name);
          // A catch block that tries to put things back is killed too.
          world.calls.record('Range.setValues');
        }
      }),
    ).toThrow(KilledExecution);
    expect(seen).toEqual(['KilledExecution']);
    expect(world.calls.total).toBe(2);
  });

  it('ends with its execution: the next execution runs normally', () => {
    const world = new World();
    world.calls.killAt(1);
    expect(() => world.runExecution(() => world.calls.record('Range.getValues'))).toThrow(
      'Execution killed at service call 1 (Range.getValues)',
    );
    expect(world.calls.isKilled).toBe(false);
    expect(() => world.runExecution(() => world.calls.record('Range.getValues'))).not.toThrow();
  });

  it('a kill in a nested execution (a trigger) ends with that execution, not the one that started it', () => {
    const world = new World();
    world.calls.killAt(1);
    let outerAfterInner = '';
    world.runExecution(() => {
      expect(() => world.runExecution(() => world.calls.record('Form.submit'))).toThrow(KilledExecution);
      world.calls.record('Range.getValues');
      outerAfterInner = 'ran';
    });
    expect(outerAfterInner).toBe('ran');
  });
});
