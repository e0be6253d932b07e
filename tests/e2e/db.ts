// The server's SQLite database as the browser tests read it, and the few writes a test makes to set a
// scene. The server keeps it open too (WAL), so both can.
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { DB_FILE } from "./env";

/** Runs `fn` with the server's database (the server keeps it open too: WAL, so both can). */
export function withDb<T>(fn: (db: Database.Database) => T, file = DB_FILE): T {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Forgets the rate-limit counts of these buckets (the fixtures do so before every test). */
export function resetRateLimits(buckets: string[]) {
  withDb((db) =>
    db
      .prepare(`DELETE FROM rate_events WHERE bucket IN (${buckets.map(() => "?").join(", ")})`)
      .run(...buckets),
  );
}

type UserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: number;
  role: string | null;
  lastSignInAt: string | null;
};

export function usersWithEmail(email: string, file = DB_FILE) {
  return withDb((db) => db.prepare('SELECT * FROM "user" WHERE email = ?').all(email) as UserRow[], file);
}

export function userByEmail(email: string, file = DB_FILE) {
  const rows = usersWithEmail(email, file);
  expect(rows, `users with the address ${email}`).toHaveLength(1);
  return rows[0] as UserRow;
}

export function setRoleInDb(email: string, role: string) {
  const changed = withDb(
    (db) => db.prepare('UPDATE "user" SET role = ? WHERE email = ?').run(role, email).changes,
  );
  expect(changed, `users updated for ${email}`).toBe(1);
}

export function sessionCount(userId: string) {
  return withDb(
    (db) =>
      (db.prepare('SELECT count(*) AS n FROM "session" WHERE userId = ?').get(userId) as { n: number }).n,
  );
}

// ---- Memberships: set-up for the pages that read members (the join flow makes them in real life).

type Consent = {
  kind: "waiver" | "code-of-conduct" | "concussion";
  name: string;
  email: string;
  role: "member" | "guardian";
};

/** The seeded season containing today, which the members list shows first. */
export function currentSeasonInDb() {
  const today = new Date().toISOString().slice(0, 10);
  return withDb(
    (db) =>
      db
        .prepare("SELECT id, name FROM seasons WHERE starts_on <= ? AND ends_on >= ? ORDER BY starts_on DESC")
        .get(today, today) as { id: number; name: string },
  );
}

/**
 * A person managed by the account `userId`, in a membership of `seasonId` of the type and club named (club
 * null: unattached), with a consent to the newest version of each document in `consents`. Returns the
 * member number ("OHA-000012") and the membership's id.
 */
export function insertMembershipInDb(membership: {
  userId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  guardian?: { name: string; email: string };
  seasonId: number;
  type: string;
  club: string | null;
  status?: "active" | "awaiting-payment" | "cancelled";
  orderId?: number;
  consents?: Consent[];
}) {
  return withDb((db) =>
    db.transaction(() => {
      const now = new Date().toISOString();
      const { id: memberId } = db
        .prepare(
          `INSERT INTO members (member_number, user_id, first_name, last_name, date_of_birth, address, city,
             province, postal_code, phone, emergency_name, emergency_phone, guardian_name, guardian_email,
             created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, '1 Main St', 'Toronto', 'ON', 'M5V 1A1', '416-555-0100', 'Sam Roy',
             '416-555-0101', ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          `pending-${crypto.randomUUID()}`,
          membership.userId,
          membership.firstName,
          membership.lastName,
          membership.dateOfBirth,
          membership.guardian?.name ?? null,
          membership.guardian?.email ?? null,
          now,
          now,
        ) as { id: number };
      const number = `OHA-${String(memberId).padStart(6, "0")}`;
      db.prepare("UPDATE members SET member_number = ? WHERE id = ?").run(number, memberId);
      const typeId = (
        db.prepare("SELECT id FROM membership_types WHERE name = ?").get(membership.type) as { id: number }
      ).id;
      const clubId =
        membership.club === null
          ? null
          : (db.prepare("SELECT id FROM clubs WHERE name = ?").get(membership.club) as { id: number }).id;
      const status = membership.status ?? "active";
      const { id } = db
        .prepare(
          `INSERT INTO memberships (member_id, season_id, type_id, club_id, status, order_id, created_at, activated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          memberId,
          membership.seasonId,
          typeId,
          clubId,
          status,
          membership.orderId ?? null,
          now,
          status === "active" ? now : null,
        ) as {
        id: number;
      };
      for (const consent of membership.consents ?? []) {
        const document = db
          .prepare("SELECT id FROM documents WHERE kind = ? ORDER BY version DESC LIMIT 1")
          .get(consent.kind) as { id: number };
        db.prepare(
          `INSERT INTO consents (membership_id, document_id, accepted_by_name, accepted_by_email, role, accepted_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(id, document.id, consent.name, consent.email, consent.role, now);
      }
      return { number, membershipId: id };
    })(),
  );
}

/** An e-Transfer order awaiting payment for a membership fee, as the join flow places one; returns its id. */
export function insertMembershipOrderInDb(buyer: { userId: string; email: string; cents: number }) {
  return withDb((db) => {
    const now = new Date();
    const due = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const { id } = db
      .prepare(
        `INSERT INTO orders (public_token, idempotency_key, user_id, status, first_name, last_name, email, phone,
           address, city, state, zip, country, subtotal_cents, shipping_cents, total_cents, created_at, updated_at,
           payment_method, payment_due_at)
         VALUES (?, ?, ?, 'awaiting-payment', 'Chloé', 'Gagnon', ?, '416-555-0100', '1 Main St', 'Toronto',
           'ON', 'M5V 1A1', 'CA', ?, 0, ?, ?, ?, 'etransfer', ?) RETURNING id`,
      )
      .get(
        crypto.randomUUID().replace(/-/g, "").slice(0, 24),
        `order-${crypto.randomUUID()}`,
        buyer.userId,
        buyer.email,
        buyer.cents,
        buyer.cents,
        now.toISOString(),
        now.toISOString(),
        due,
      ) as { id: number };
    db.prepare(
      `INSERT INTO order_items (order_id, product_id, name, size, quantity, unit_cents, line_cents, kind)
       VALUES (?, 'membership-e2e', 'Youth player', NULL, 1, ?, ?, 'membership-fee')`,
    ).run(id, buyer.cents, buyer.cents);
    return id;
  });
}

/** The id of the season containing `day` ("2037-11-14"); one is made, September 1 to August 31, when none does. */
export function seasonContaining(day: string) {
  return withDb((db) => {
    const found = db.prepare("SELECT id FROM seasons WHERE starts_on <= ? AND ends_on >= ?").get(day, day) as
      | { id: number }
      | undefined;
    if (found) return found.id;
    const year = Number(day.slice(0, 4)) - (day.slice(5) >= "09-01" ? 0 : 1);
    return Number(
      db
        .prepare(
          "INSERT INTO seasons (name, starts_on, ends_on, concussion_required, created_at) VALUES (?, ?, ?, 1, ?)",
        )
        .run(`${year}-${year + 1}`, `${year}-09-01`, `${year + 1}-08-31`, new Date().toISOString())
        .lastInsertRowid,
    );
  });
}

/**
 * A person managed by the account of `email` (its owner, or a child when `guardian` names the account
 * holder), with a membership in `status` of the season containing `day`, written straight to the tables;
 * returns the member number.
 */
export function makeMembershipFor(
  email: string,
  {
    day,
    status = "active",
    firstName = "Robin",
    dateOfBirth = "1990-04-02",
    guardian = null,
  }: { day: string; status?: string; firstName?: string; dateOfBirth?: string; guardian?: string | null },
) {
  const seasonId = seasonContaining(day);
  return withDb((db) => {
    const { id: userId } = db.prepare('SELECT id FROM "user" WHERE email = ?').get(email) as { id: string };
    const type = db.prepare("SELECT id FROM membership_types ORDER BY id LIMIT 1").get() as { id: number };
    const at = new Date().toISOString();
    const number = `E2E-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const memberId = db
      .prepare(
        `INSERT INTO members (member_number, user_id, first_name, last_name, date_of_birth, address, city, province,
          postal_code, phone, emergency_name, emergency_phone, guardian_name, guardian_email, created_at, updated_at)
         VALUES (?, ?, ?, 'Gagnon', ?, '1 Main St', 'Toronto', 'ON', 'M5V 1A1', '416-555-0100',
          'Sam Gagnon', '416-555-0101', ?, ?, ?, ?)`,
      )
      .run(
        number,
        userId,
        firstName,
        dateOfBirth,
        guardian,
        guardian === null ? null : email,
        at,
        at,
      ).lastInsertRowid;
    db.prepare(
      `INSERT INTO memberships (member_id, season_id, type_id, club_id, status, order_id, reminder_sent_at, created_at, activated_at)
       VALUES (?, ?, ?, NULL, ?, NULL, NULL, ?, ?)`,
    ).run(memberId, seasonId, type.id, status, at, status === "active" ? at : null);
    return number;
  });
}

/** Limits the event to ages (whole years on its first day), as the admin form's fields do. */
export function setAgeRange(eventId: number, minAge: number | null, maxAge: number | null) {
  withDb((db) =>
    db.prepare("UPDATE events SET min_age = ?, max_age = ? WHERE id = ?").run(minAge, maxAge, eventId),
  );
}

/** Makes the event members-only (or not), as the admin form's box does. */
export function setMembersOnly(eventId: number, required = true) {
  withDb((db) =>
    db.prepare("UPDATE events SET requires_membership = ? WHERE id = ?").run(required ? 1 : 0, eventId),
  );
}

export function requiresMembership(eventId: number) {
  return withDb(
    (db) =>
      (db.prepare("SELECT requires_membership AS r FROM events WHERE id = ?").get(eventId) as { r: number })
        .r,
  );
}
