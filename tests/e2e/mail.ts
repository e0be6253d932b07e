// Reads the messages the SMTP sink (smtp-sink.ts) received from the site under test.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import PostalMime, { type Address } from "postal-mime";
import { MAIL_DIR } from "./env";

export type ReceivedEmail = {
  file: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  from: string | undefined;
  replyTo: string[];
  receivedAt: Date;
};

function addresses(list: Address[] | Address | undefined): string[] {
  const all = list === undefined ? [] : Array.isArray(list) ? list : [list];
  return all
    .flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address]))
    .map((a) => a.toLowerCase());
}

/** Every message received so far, oldest first. */
async function receivedEmails(): Promise<ReceivedEmail[]> {
  let files: string[];
  try {
    files = (await readdir(MAIL_DIR)).filter((name) => name.endsWith(".eml")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(
    files.map(async (name) => {
      const path = join(MAIL_DIR, name);
      const [raw, info] = await Promise.all([readFile(path), stat(path)]);
      const email = await PostalMime.parse(raw);
      return {
        file: name,
        subject: email.subject ?? "",
        text: email.text ?? "",
        html: email.html ?? "",
        to: addresses(email.to),
        from: addresses(email.from)[0],
        replyTo: addresses(email.replyTo),
        receivedAt: info.mtime,
      };
    }),
  );
}

type Query = { to: string; subject?: RegExp; after?: Date };

function matches(email: ReceivedEmail, { to, subject, after }: Query) {
  if (!email.to.includes(to.toLowerCase())) return false;
  if (subject && !subject.test(email.subject)) return false;
  // The file's time has a coarser clock than Date on some file systems: allow one second.
  if (after && email.receivedAt.getTime() < after.getTime() - 1000) return false;
  return true;
}

/** The messages to `to` (and matching `subject`, received after `after`) received so far. */
export async function emailsTo(query: Query) {
  return (await receivedEmails()).filter((email) => matches(email, query));
}

/** Waits for the first message to `to` that matches; fails after `timeoutMs`. */
export async function waitForEmail({ timeoutMs = 15_000, ...query }: Query & { timeoutMs?: number }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [email] = await emailsTo(query);
    if (email) return email;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${query.to}${query.subject ? ` with a subject matching ${query.subject}` : ""} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
