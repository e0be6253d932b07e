// An SMTP server for the end-to-end run: it accepts every message the site sends and writes it to
// data/e2e-mail/<timestamp>-<n>.eml, where tests/e2e/mail.ts reads it. Started by playwright.config.ts
// (`npx tsx tests/e2e/smtp-sink.ts`) before the site, on 127.0.0.1:${E2E_SMTP_PORT ?? 2526}.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { MAIL_DIR, SMTP_PORT } from "./env";

let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  // 10 MB: far more than any message of the site, so a runaway one is noticed rather than kept.
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      if (stream.sizeExceeded) {
        callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
        return;
      }
      received += 1;
      const stamp = new Date().toISOString().replace(/[-:.]/g, "");
      // The folder may have been emptied by the site's start command after this process started.
      mkdirSync(MAIL_DIR, { recursive: true });
      // Written under another name and renamed, so a reader never sees half a message.
      const file = join(MAIL_DIR, `${stamp}-${String(received).padStart(4, "0")}.eml`);
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});

server.on("error", (error) => console.error(`smtp-sink: ${error.message}`));
server.listen(SMTP_PORT, "127.0.0.1", () => console.log(`smtp-sink listening on 127.0.0.1:${SMTP_PORT}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
