// Members and memberships written straight into the server's database for the browser tests of the
// member card (the join flow is another change), and the card's verification address as the server
// makes it (decision 031: an HMAC of the number under SESSION_SECRET).
import { createHmac } from "node:crypto";
import { userByEmail, withDb } from "./db";
import { SITE, serverEnv } from "./env";

type Status = "active" | "awaiting-payment" | "cancelled";

/** Today in the association's zone (Toronto), as the seed's current season is found. */
function today() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());
}

/**
 * A member managed by the account of `email`, with a membership of the seeded current season (the
 * Adult player type, the first club) unless `status` is null; returns the member number.
 */
export function makeCardMember(
  email: string,
  { firstName, status = "active" }: { firstName: string; status?: Status | null },
) {
  const userId = userByEmail(email).id;
  const at = new Date().toISOString();
  return withDb((db) =>
    db.transaction(() => {
      const { id } = db
        .prepare(
          `INSERT INTO members (member_number, user_id, first_name, last_name, date_of_birth, address, city,
             province, postal_code, phone, emergency_name, emergency_phone, guardian_name, guardian_email,
             created_at, updated_at)
           VALUES (?, ?, ?, 'Tremblay', '1990-04-02', '1 Main St', 'Toronto', 'ON', 'M5V 1A1', '416-555-0100',
             'Sam Tremblay', '416-555-0101', NULL, NULL, ?, ?) RETURNING id`,
        )
        .get(`pending-${at}-${Math.random()}`, userId, firstName, at, at) as { id: number };
      const number = `${SITE.shortName}-${String(id).padStart(6, "0")}`;
      db.prepare("UPDATE members SET member_number = ? WHERE id = ?").run(number, id);
      if (status) {
        const day = today();
        const season = db
          .prepare("SELECT id FROM seasons WHERE starts_on <= ? AND ends_on >= ?")
          .get(day, day) as { id: number };
        const type = db.prepare("SELECT id FROM membership_types WHERE name = 'Adult player'").get() as {
          id: number;
        };
        const club = db.prepare("SELECT id FROM clubs ORDER BY id LIMIT 1").get() as { id: number };
        db.prepare(
          `INSERT INTO memberships (member_id, season_id, type_id, club_id, status, order_id, reminder_sent_at,
             created_at, activated_at) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?, ?)`,
        ).run(id, season.id, type.id, club.id, status, at, status === "active" ? at : null);
      }
      return number;
    })(),
  );
}

/** The season the card shows: the seeded one around today, with its name. */
export function currentSeason() {
  const day = today();
  return withDb(
    (db) =>
      db
        .prepare("SELECT name, starts_on, ends_on FROM seasons WHERE starts_on <= ? AND ends_on >= ?")
        .get(day, day) as {
        name: string;
        starts_on: string;
        ends_on: string;
      },
  );
}

/** The path of a member's verification page ("/verify/OHA-000123.<mac>"), in English or under /fr. */
export function verifyPath(number: string, prefix: "" | "/fr" = "") {
  const mac = createHmac("sha256", serverEnv.SESSION_SECRET ?? "")
    .update(`member-card-verification\n${number}`)
    .digest()
    .subarray(0, 15)
    .toString("base64url");
  return `${prefix}/verify/${number}.${mac}`;
}
