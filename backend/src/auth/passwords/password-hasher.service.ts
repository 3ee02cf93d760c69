import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum (not usable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (~26 ms here). */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /**
   * Spends the time of a real check when there is no account, so that an unknown e-mail and a
   * wrong password take about as long.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no account has this password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
