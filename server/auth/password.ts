// Password hashes: bcrypt at cost 10 (docs/gateway.md "Trust model"), computed by @node-rs/bcrypt, a native
// binding that runs each hash and comparison on libuv's thread pool: the event loop (and, on PGlite, the database,
// which runs on it) serves other requests meanwhile, and a comparison takes about half of bcryptjs's pure-JavaScript
// time at the same cost (docs/decisions.md). Hashes are the standard $2a$/$2b$ strings, so the ones bcryptjs wrote
// (the demo accounts of an older data directory) verify unchanged.
import { hash, hashSync, verify } from '@node-rs/bcrypt';

/** bcrypt's cost factor: 2^10 rounds. The defence against offline guessing; never lowered for speed. */
export const PASSWORD_COST = 10;

/** A new hash of the password (a random salt each time), off the event loop. */
export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_COST);

/** The same, blocking: the seed's one demo hash before any request is served. */
export const hashPasswordSync = (password: string): string => hashSync(password, PASSWORD_COST);

/** Whether the password matches the hash, off the event loop; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(password, passwordHash);
  } catch {
    return false;
  }
}
