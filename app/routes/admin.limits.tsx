import { cell, DataTable } from "~/components/ui/data-table";
import { PageHeader } from "~/components/ui/page-header";
import {
  EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT,
  RESET_MAX_PER_RECIPIENT,
  SIGN_IN_MAX_ACCOUNT_FAILURES,
  SIGN_IN_MAX_CLIENT_FAILURES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
} from "~/features/accounts";
import { CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS } from "~/features/contact";
import { REGISTRATION_LIMITS } from "~/features/events";
import { JOIN_LIMIT } from "~/features/memberships/index.server";
import { NEWSLETTER_MAX_PER_WINDOW, NEWSLETTER_WINDOW_MS } from "~/features/newsletter";
import { CHECKOUT_LIMITS } from "~/features/shop";
import type { Config } from "~/lib/config";
import { appContext } from "~/lib/context.server";
import { useFormat } from "~/lib/formatter";
import { format } from "~/lib/i18n";
import { HOUR_MS } from "~/lib/limits";
import { recentFirings } from "~/lib/rate-limit.server";
import { useTexts } from "~/lib/root-data";
import { metaFor } from "~/lib/seo";
import { adminMessages } from "~/texts/pages/admin";
import type { Route } from "./+types/admin.limits";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, adminMessages, (m) => m.limits, { noindex: true });

type Per = "address" | "account" | "accountAddress" | "recipient" | "site";
type Limit = {
  bucket: string;
  per: Per;
  max: number;
  windowMinutes: number;
  /** Past the budget: a proof of work lets the request through, or it is refused. */
  past: "proof" | "refused";
  /** The variable that sets `max`; null: fixed in the code. */
  setting: keyof Config | null;
};

/** Every limit in effect (decision 039, docs/security.md #10, #30), with this server's settings. */
function limitsInEffect(config: Config): Limit[] {
  const hour = HOUR_MS / 60_000;
  const minutes = (ms: number) => ms / 60_000;
  const setting = (name: keyof Config, bucket: string, per: Per, past: Limit["past"] = "proof"): Limit => ({
    bucket,
    per,
    max: Number(config[name]),
    windowMinutes: hour,
    past,
    setting: name,
  });
  const fixed = (bucket: string, per: Per, max: number, windowMinutes = hour): Limit => ({
    bucket,
    per,
    max,
    windowMinutes,
    past: "refused",
    setting: null,
  });
  return [
    setting("SIGNUPS_PER_ADDRESS_PER_HOUR", "signup", "address"),
    setting("SIGNUPS_PER_HOUR", "signup-all", "site"),
    fixed("existing-account-mail", "recipient", EXISTING_ACCOUNT_MAIL_MAX_PER_RECIPIENT),
    fixed("sign-in", "accountAddress", SIGN_IN_MAX_FAILURES, minutes(SIGN_IN_WINDOW_MS)),
    fixed("sign-in-address", "address", SIGN_IN_MAX_CLIENT_FAILURES, minutes(SIGN_IN_WINDOW_MS)),
    fixed("sign-in-account", "account", SIGN_IN_MAX_ACCOUNT_FAILURES, minutes(SIGN_IN_WINDOW_MS)),
    setting("ACCOUNT_REQUESTS_PER_HOUR", "reset", "address", "refused"),
    fixed("reset-recipient", "recipient", RESET_MAX_PER_RECIPIENT),
    setting("ACCOUNT_ACTIONS_PER_HOUR", REGISTRATION_LIMITS.perAccount.bucket, "account"),
    setting("ADDRESS_ACTIONS_PER_HOUR", REGISTRATION_LIMITS.perAddress.bucket, "address"),
    fixed(REGISTRATION_LIMITS.perRecipient.bucket, "recipient", REGISTRATION_LIMITS.perRecipient.max),
    setting("ACCOUNT_ACTIONS_PER_HOUR", "checkout", "account"),
    setting("ADDRESS_ACTIONS_PER_HOUR", "checkout-address", "address"),
    setting("GUEST_ACTIONS_PER_HOUR", "checkout-guest", "address"),
    fixed(CHECKOUT_LIMITS.perRecipient.bucket, "recipient", CHECKOUT_LIMITS.perRecipient.max),
    fixed(JOIN_LIMIT.bucket, "account", JOIN_LIMIT.max, minutes(JOIN_LIMIT.windowMs)),
    fixed("contact", "address", CONTACT_MAX_PER_WINDOW, minutes(CONTACT_WINDOW_MS)),
    fixed("newsletter", "address", NEWSLETTER_MAX_PER_WINDOW, minutes(NEWSLETTER_WINDOW_MS)),
  ];
}

/** The limits in effect and how often each fired in the last 24 hours; the /admin middleware checked who asks. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return {
    limits: limitsInEffect(config),
    difficulty: config.CHALLENGE_DIFFICULTY,
    firings: await recentFirings(db, new Date()),
  };
}

export default function AdminLimits({ loaderData }: Route.ComponentProps) {
  const m = useTexts(adminMessages).limits;
  const { dateTime } = useFormat();
  const { limits, firings, difficulty } = loaderData;
  const name = (bucket: string) => m.buckets[bucket] ?? bucket;
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <p className="mt-2 max-w-3xl text-slate-700">{format(m.difficulty, { difficulty })}</p>
      <h2 className="mt-8 text-xl font-semibold">{m.inEffect}</h2>
      <DataTable
        columns={[m.columns.limit, m.columns.per, m.columns.budget, m.columns.past, m.columns.setting]}
      >
        {limits.map((limit) => (
          <tr key={`${limit.bucket}:${limit.per}`}>
            <td className={cell}>{name(limit.bucket)}</td>
            <td className={cell}>{m.per[limit.per]}</td>
            <td className={cell}>{format(m.budget, { max: limit.max, minutes: limit.windowMinutes })}</td>
            <td className={cell}>{m.past[limit.past]}</td>
            <td className={cell}>{limit.setting ? <code>{limit.setting}</code> : m.fixed}</td>
          </tr>
        ))}
      </DataTable>
      <h2 className="mt-8 text-xl font-semibold">{m.firingsTitle}</h2>
      <p className="mt-1 max-w-3xl text-slate-700">{m.firingsIntro}</p>
      {firings.length === 0 ? (
        <p className="mt-4 text-slate-700">{m.noFirings}</p>
      ) : (
        <DataTable columns={[m.columns.limit, m.columns.kind, m.columns.count, m.columns.last]}>
          {firings.map((row) => (
            <tr key={`${row.bucket}:${row.kind}`}>
              <td className={cell}>{name(row.bucket)}</td>
              <td className={cell}>{m.kinds[row.kind as keyof typeof m.kinds] ?? row.kind}</td>
              <td className={cell}>{row.count}</td>
              <td className={cell}>{dateTime(row.last_at)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
