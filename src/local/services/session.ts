import type { SessionService } from '../../gas/services';
import type { World } from '../world';

/** A user as Session hands it over; only the email is emulated. */
export class EmulatedUser {
  constructor(
    private readonly world: World,
    private readonly email: string,
  ) {}

  getEmail(): string {
    this.world.calls.record('User.getEmail');
    return this.email;
  }
}

export class EmulatedSession implements SessionService {
  constructor(private readonly world: World) {}

  getActiveUser(): EmulatedUser {
    this.world.calls.record('Session.getActiveUser');
    return new EmulatedUser(this.world, this.world.activeUserEmail);
  }

  getEffectiveUser(): EmulatedUser {
    this.world.calls.record('Session.getEffectiveUser');
    return new EmulatedUser(this.world, this.world.effectiveUserEmail);
  }

  getScriptTimeZone(): string {
    this.world.calls.record('Session.getScriptTimeZone');
    return this.world.timeZone;
  }
}
