import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { commonMessages } from "~/texts/pages/common";
import { membershipsMessages } from "~/texts/pages/memberships";
import { registrationsMessages } from "~/texts/pages/registrations";
import { AccountMenuScript, NavBar } from "./components/nav-bar";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteFooter } from "./components/site-footer";
import { StatusPage } from "./components/status-page";
import { ToastProvider } from "./components/ui/toaster";
import { getUser } from "./features/accounts/index.server";
import { NewsletterForm } from "./features/newsletter/components/newsletter-form";
import { CartButton, CartCountScript, CartDrawerOnceOpened } from "./features/shop/components/cart-button";
import { CartProvider } from "./features/shop/components/cart-context";
import { publicSettings } from "./lib/config";
import { appContext } from "./lib/context.server";
import { yearIn } from "./lib/dates";
import { getLocale, getTexts } from "./lib/i18n";
import { FIRST_USE, usePageLoadsScripts, usePageStartsOnFirstUse } from "./lib/page-scripts";
import { type RootData, useLocale, usePath, useTexts } from "./lib/root-data";
import { takeToast } from "./lib/toast.server";

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { config } = context.get(appContext);
  const [{ toast, headers }, user] = await Promise.all([takeToast(config, request), getUser(args)]);
  const rootData: RootData = {
    settings: publicSettings(config),
    locale: getLocale(context),
    year: yearIn(config.TIME_ZONE, new Date()),
    toast,
    user: user
      ? {
          name: user.name,
          email: user.email,
          isAdmin: user.isAdmin,
          // Two labels of the account menu from the pages' own catalogues, sent as data so that every
          // page does not bring those whole catalogues, in both languages, to the browser (decision 041).
          menu: {
            registrations: getTexts(context, registrationsMessages).account.nav,
            membership: getTexts(context, membershipsMessages).nav,
          },
        }
      : null,
  };
  return data(rootData, { headers });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const m = useTexts(commonMessages);
  const scripts = usePageLoadsScripts();
  const firstUse = usePageStartsOnFirstUse();
  // Once the whole page has hydrated (this effect runs last), <html data-hydrated> says so: a page whose
  // scripts start on first use then makes the clicks it held (lib/start-scripts.ts), and the browser tests
  // wait for it before they use what needs the scripts (tests/e2e/helpers.ts, `open`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={useLocale()} data-scripts={firstUse ? FIRST_USE : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {m.skipToContent}
        </a>
        {root ? (
          <ToastProvider initial={root.toast}>
            <CartProvider>
              <NavBar cartButton={<CartButton />} />
              <NavigationProgress />
              <main id="main" className="flex-1">
                {children}
              </main>
              <SiteFooter newsletterForm={<NewsletterForm id="footer-newsletter" dark />} />
              <CartDrawerOnceOpened />
            </CartProvider>
          </ToastProvider>
        ) : (
          <main id="main" className="flex-1">
            {children}
          </main>
        )}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
            {/* Until the visitor's first use starts them (decision 074), what a reading page's scripts do. */}
            {firstUse && root ? <ReadingPageScripts signedIn={Boolean(root.user)} /> : null}
          </>
        ) : root ? (
          <ReadingPageScripts signedIn={Boolean(root.user)} />
        ) : null}
      </body>
    </html>
  );
}

/** A reading page's few scripts (decision 073): the cart's count, and the account menu's closing. */
function ReadingPageScripts({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <CartCountScript />
      {signedIn ? <AccountMenuScript /> : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useTexts(commonMessages);
  const path = usePath();
  // A 404 and a 400 are described; every other failure gets the same page, which names nothing about the server.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = status === 404 ? m.notFound : status === 400 ? m.badRequest : m.error;
  return (
    <StatusPage
      title={text.metaTitle}
      heading={text.title}
      text={text.text}
      to={path("/")}
      label={text.home}
    />
  );
}
