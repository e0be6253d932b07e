import { TextLink } from "~/components/ui/text-link";
import { usePath, useTexts } from "~/lib/root-data";
import { eventsMessages } from "~/texts/pages/events";

/** Joining is built by the memberships feature; linked by its path (features do not import each other). */
const JOIN_PATH = "/membership/join";

/**
 * What registering for a members-only event needs, and where to join; a visitor is also given a link to
 * sign in (`signInTo`: the sign-in address that comes back here).
 */
export function MembersOnlyNotice({ className = "", signInTo }: { className?: string; signInTo?: string }) {
  const t = useTexts(eventsMessages).membersOnly;
  const path = usePath();
  return (
    <div className={`rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-slate-900 ${className}`}>
      <p>{t.notice}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {signInTo ? <TextLink to={signInTo}>{t.signIn}</TextLink> : null}
        <TextLink to={path(JOIN_PATH)}>{t.join}</TextLink>
      </p>
    </div>
  );
}

/** The server's refusal of a non-member, announced, with the way to join. */
export function MembersOnlyRefusal({ message }: { message: string }) {
  const t = useTexts(eventsMessages).membersOnly;
  const path = usePath();
  return (
    <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{message}</p>
      <p className="mt-2">
        <TextLink to={path(JOIN_PATH)}>{t.join}</TextLink>
      </p>
    </div>
  );
}
