import { index, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Every page of the site, in English at `/…`; the same files serve the French twins at `/fr/…`. */
const pages = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("faq", "routes/faq.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("events", "routes/events.tsx"),
  route("events/:id", "routes/events.$id.tsx"),
  route("events/:id/register", "routes/events.$id.register.tsx"),
  route("events/:id/waitlist", "routes/events.$id.waitlist.tsx"),
  route("events/:id.ics", "routes/events.$id[.]ics.ts"),
  route("registrations/:token", "routes/registrations.$token.tsx"),
  route("waitlist/:token", "routes/waitlist.$token.tsx"),
  route("calendar", "routes/calendar.tsx"),
  route("calendar.ics", "routes/calendar[.]ics.ts"),
  route("shop", "routes/shop.tsx"),
  route("shop/:id", "routes/shop.$id.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("orders/:token", "routes/orders.$token.tsx"),
  route("account/orders", "routes/account.orders.tsx"),
  route("account/orders/:number", "routes/account.orders.$number.tsx"),
  route("account/registrations", "routes/account.registrations.tsx"),
  route("account/language", "routes/account.language.tsx"),
  route("account/data", "routes/account.data.tsx"),
  route("account/data.json", "routes/account.data[.]json.ts"),
  route("signin", "routes/signin.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("users", "routes/admin.users.tsx"),
    route("outbox", "routes/admin.outbox.tsx"),
    route("jobs", "routes/admin.jobs.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("messages/:id", "routes/admin.messages.$id.tsx"),
    route("newsletter", "routes/admin.newsletter.tsx"),
    route("newsletter.csv", "routes/admin.newsletter[.]csv.ts"),
    route("events/new", "routes/admin.events.new.tsx"),
    route("events/:id", "routes/admin.events.$id.tsx"),
    route("events/:id/attendees", "routes/admin.events.$id.attendees.tsx"),
    route("events/:id/attendees.csv", "routes/admin.events.$id.attendees[.]csv.ts"),
    route("uploads", "routes/admin.uploads.tsx"),
    route("orders", "routes/admin.orders.tsx"),
    route("orders/:number", "routes/admin.orders.$number.tsx"),
    route("payments", "routes/admin.payments.tsx"),
    route("products", "routes/admin.products.tsx"),
    route("products/new", "routes/admin.products.new.tsx"),
    route("products/:id", "routes/admin.products.$id.tsx"),
    route("memberships", "routes/admin.memberships._index.tsx"),
    route("memberships/seasons/:id", "routes/admin.memberships.seasons.$id.tsx"),
    route("memberships/types", "routes/admin.memberships.types.tsx"),
    route("memberships/types/:id", "routes/admin.memberships.types.$id.tsx"),
    route("memberships/clubs", "routes/admin.memberships.clubs.tsx"),
    route("memberships/clubs/:id", "routes/admin.memberships.clubs.$id.tsx"),
    route("memberships/documents", "routes/admin.memberships.documents.tsx"),
    route("memberships/documents/:kind", "routes/admin.memberships.documents.$kind.tsx"),
  ]),
  route("__fault", "routes/__fault.tsx"),
  route("*", "routes/not-found.tsx"),
];

/**
 * A page's French twin: the same module under `/fr`, with its own id (React Router needs one per route).
 * The language is read from the address (app/lib/i18n/paths.ts), so the module itself does not change.
 */
function inFrench(entry: RouteConfigEntry): RouteConfigEntry {
  return {
    ...entry,
    id: `fr/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
    children: entry.children?.map(inFrench),
  };
}

export default [
  ...pages,
  ...prefix("fr", pages.map(inFrench)),
  route("shop/stock.json", "routes/shop.stock[.]json.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
] satisfies RouteConfig;
