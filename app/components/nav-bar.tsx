import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { alternatePaths, otherLocale } from "~/lib/i18n/paths";
import { InlineScript } from "~/lib/page-scripts";
import {
  useAssociationTitle,
  useLocale,
  usePath,
  useSettings,
  useSignedInUser,
  useTexts,
} from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import { closeMenuOnEscapeOrClickElsewhere } from "./menu-close";

/** The account menu, found by the script that closes it (with React, or inline on a reading page). */
const ACCOUNT_MENU = "details[data-account-menu]";

/** On a reading page (decision 073): Escape or a click elsewhere closes the account menu, as with React. */
export function AccountMenuScript() {
  return <InlineScript fn={closeMenuOnEscapeOrClickElsewhere} options={ACCOUNT_MENU} />;
}

function useNavLinks() {
  const m = useTexts(commonMessages).nav;
  const path = usePath();
  return [
    { to: path("/"), label: m.home, end: true },
    { to: path("/about"), label: m.about },
    { to: path("/events"), label: m.events },
    { to: path("/calendar"), label: m.calendar },
    { to: path("/membership"), label: m.membership, end: true },
    { to: path("/contact"), label: m.contact },
    { to: path("/shop"), label: m.shop },
  ];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-2 font-medium hover:bg-slate-100 hover:text-red-800 ${isActive ? "text-red-800" : "text-slate-800"}`;

/** The site's pages, once in the wide bar and once in the phone menu. */
function LinkList({
  links,
  className,
  itemClassName,
}: {
  links: ReturnType<typeof useNavLinks>;
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to} className={itemClassName}>
          <NavLink to={link.to} className={linkClass} end={link.end}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The same page in the other language, query string and all. A full page load, not a client-side
 * navigation: the server then remembers the choice in its cookie (docs/decisions/023).
 */
function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(useLocale());
  const label = useTexts(commonMessages).nav.otherLanguage;
  return (
    <Link
      to={`${alternatePaths(pathname)[other]}${search}${hash}`}
      reloadDocument
      lang={other}
      hrefLang={other}
      className="rounded px-3 py-2 font-medium text-slate-800 underline-offset-2 hover:bg-slate-100 hover:underline"
    >
      {label}
    </Link>
  );
}

/** The cart button comes from the shop, which the root composes in: components do not import features. */
export function NavBar({ cartButton }: { cartButton: ReactNode }) {
  const settings = useSettings();
  const title = useAssociationTitle();
  const user = useSignedInUser();
  const m = useTexts(commonMessages).nav;
  const links = useNavLinks();
  const path = usePath();
  const menu = useRef<HTMLDetailsElement>(null);
  const accountMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The menus are <details>, so they work without JavaScript; with it, a navigation closes them. Not
  // on the first render: a menu opened before the page hydrated stays open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    for (const details of [menu.current, accountMenu.current]) if (details) details.open = false;
  }, [location.pathname]);

  // With JavaScript, a click elsewhere or Escape closes the account menu, as with any menu.
  useEffect(() => closeMenuOnEscapeOrClickElsewhere(ACCOUNT_MENU), []);

  const account = user ? (
    <>
      <NavLink to={path("/account")} end className={linkClass}>
        {m.settings}
      </NavLink>
      {user.isAdmin ? (
        <>
          <NavLink to={path("/admin")} end className={linkClass}>
            {m.admin}
          </NavLink>
          <NavLink to={path("/admin/users")} className={linkClass}>
            {m.users}
          </NavLink>
        </>
      ) : null}
      <NavLink to={path("/account/orders")} className={linkClass}>
        {m.myOrders}
      </NavLink>
      <NavLink to={path("/account/registrations")} className={linkClass}>
        {user.menu.registrations}
      </NavLink>
      <NavLink to={path("/membership")} end className={linkClass}>
        {user.menu.membership}
      </NavLink>
      <Form method="post" action={path("/logout")} className="flex flex-col">
        <button
          type="submit"
          className="rounded px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100"
        >
          {m.logout}
        </button>
      </Form>
    </>
  ) : (
    <>
      <NavLink to={path("/signin")} className={linkClass}>
        {m.signIn}
      </NavLink>
      <Link
        to={path("/signup")}
        className="rounded bg-red-700 px-3 py-2 font-medium text-white hover:bg-red-800"
      >
        {m.signUp}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 xl:max-w-7xl">
        {/* Named by its visible text (WCAG 2.5.3, label in name): the full name, or the short one on phones. */}
        <Link to={path("/")} className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width="40" height="40" className="h-10 w-10" />
          <span className="text-lg font-bold leading-tight text-slate-900">
            <span className="hidden sm:inline">{title}</span>
            <span className="sm:hidden">{settings.shortName}</span>
          </span>
        </Link>
        <div className="flex items-center gap-2">
          {/* No label breaks onto two lines ("Nous joindre", "Se connecter"): the site's name gives way first. */}
          <nav aria-label={m.label} className="hidden items-center gap-1 whitespace-nowrap xl:flex">
            <LinkList links={links} className="flex items-center gap-1" />
            <div className="ml-4 flex items-center gap-2">
              {user ? (
                // Signed in, the account's pages fold into one menu, so the bar fits at 1280 px in French.
                <details ref={accountMenu} data-account-menu="" className="group relative">
                  <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
                    {m.account}
                    <svg
                      viewBox="0 0 20 20"
                      aria-hidden="true"
                      className="h-4 w-4 group-open:rotate-180"
                      fill="currentColor"
                    >
                      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                    </svg>
                  </summary>
                  <div className="absolute right-0 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
                    {account}
                  </div>
                </details>
              ) : (
                account
              )}
              <LanguageSwitch />
            </div>
          </nav>
          {cartButton}
          <details ref={menu} className="group relative xl:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded border border-slate-300 px-3 py-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" className="group-open:hidden" />
                <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
              </svg>
              {m.menu}
            </summary>
            <nav
              aria-label={m.label}
              className="absolute right-0 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
            >
              <LinkList links={links} className="flex flex-col" itemClassName="flex flex-col" />
              <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-2">
                {account}
                <LanguageSwitch />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
