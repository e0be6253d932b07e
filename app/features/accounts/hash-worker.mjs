// Runs in a worker thread of the password pool (password.server.ts): scrypt here blocks only this
// thread, never the event loop or libuv's pool that serves files and database work.
import { scryptSync } from "node:crypto";

const maxmem = 256 * 1024 * 1024;

export default function derive({ password, salt, N, r, p, keyLength }) {
  return scryptSync(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem });
}
