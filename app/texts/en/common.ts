export const common = {
  skipToContent: "Skip to main content",
  /** A toast written into a form, for browsers without JavaScript. */
  notice: "{title}: {description}",
  /** The accessible name of a link or button that acts on one item: "Learn More: Beach Cup". */
  actionFor: "{action}: {item}",
  loadingEvents: "Loading events...",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    events: "Events",
    calendar: "Calendar",
    membership: "Membership",
    contact: "Contact",
    shop: "Shop",
    signIn: "Sign In",
    signUp: "Sign Up",
    logout: "Logout",
    account: "My Account",
    settings: "Account settings",
    myOrders: "My Orders",
    admin: "Admin",
    users: "Users",
    menu: "Menu",
    /** The switcher: the other language, named in itself. */
    otherLanguage: "Français",
  },
  footer: {
    blurb:
      "The provincial governing body for handball in {province}. We grow the sport from school gyms to national championships, supporting players, coaches, referees and clubs.",
    followUs: "Follow us",
    contactHeading: "Contact",
    hoursHeading: "Hours of operation",
    hours: [
      { days: "Mon-Fri", time: "9AM-6PM" },
      { days: "Sat", time: "10AM-4PM" },
      { days: "Sun", time: "Closed" },
    ],
    quickLinks: "Quick links",
    links: {
      about: "About Us",
      events: "Events",
      calendar: "Calendar",
      competitions: "Competitions",
      membership: "Membership",
      contact: "Contact",
      faq: "FAQ",
      jobs: "Jobs",
      privacy: "Privacy Policy",
      terms: "Terms of Use",
    },
    copyright: "© {year} {name}. All rights reserved.",
  },
  social: { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" },
  /** The subscription form of the footer and the events page. */
  newsletter: {
    heading: "Newsletter",
    text: "News of tournaments, camps and programs. We ask you to confirm by e-mail; unsubscribe any time.",
    email: "Email",
    submit: "Subscribe",
  },
  /** Shared by every form's validation (docs/security.md #32). */
  validation: { controlCharacters: "Please remove control characters." },
  /** The label of the field only bots see (docs/security.md #7). */
  honeypot: "Leave this field empty",
  /** A form past a limit's budget (decision 039): the browser proves some work, or the person waits. */
  proofOfWork: {
    /** Shown without JavaScript, and first. {time}: when the form is accepted again without a check. */
    wait: "Many requests have come from your network in the last hour, so the site needs a short check that this browser does on its own with JavaScript. Without it, please try again after {time}.",
    checking:
      "Many requests have come from your network. Your browser is doing a short check; the form is sent again in a moment, nothing to do.",
    done: "Check done. Sending the form again…",
    refill: "Check done. Please fill in the form again and send it.",
    failed: "The check could not be done in this browser. Please try again after {time}.",
  },
  toast: { region: "Notifications", close: "Close notification" },
  notFound: {
    metaTitle: "Page not found",
    title: "Oops! Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
  },
  /** A request the site could not read says which part was wrong (docs/security.md #26). */
  badRequest: {
    metaTitle: "Bad request",
    title: "Bad request",
    text: "The form could not be read. Please reload the page and send it again.",
    address:
      "The address of this page is malformed. Please check the link, or start again from the home page.",
    home: "Return to Home",
  },
  error: {
    metaTitle: "Something went wrong",
    title: "Something went wrong",
    text: "We could not show this page. Please try again in a moment.",
    home: "Return to Home",
  },
  /** Pages the server answers before the app runs (server/error-page.ts): plain HTML, no scripts. */
  plainErrors: {
    byStatus: {
      400: { title: "Bad request", text: "The address or the form you sent could not be read." },
      403: { title: "Forbidden", text: "This request came from another site and was refused." },
      413: {
        title: "The request is too large",
        text: "What you sent is larger than this site accepts. Please shorten it and try again.",
      },
    } as Record<number, { title: string; text: string }>,
    fallback: { title: "Something went wrong", text: "Please try again in a moment." },
    home: "Return to Home",
  },
  embed: {
    video: {
      title: "Introduction to handball (video)",
      action: "Play the introduction video",
      notice: "The video is hosted by YouTube; it loads only when you press play.",
    },
    map: {
      title: "Map of our location",
      action: "Show the map",
      notice: "The map is served by OpenStreetMap; it loads only when you ask for it.",
    },
  },
  /** The cart button and drawer are on every page. */
  cart: {
    open: "Cart",
    openWithCount: "Cart, {count} items",
    title: "Your Cart",
    close: "Close cart",
    empty: "Your cart is empty",
    continueShopping: "Continue Shopping",
    checkout: "Checkout",
    subtotal: "Subtotal",
    remove: "Remove",
    decrease: "Decrease quantity of {name}",
    increase: "Increase quantity of {name}",
    quantity: "Quantity",
    size: "Size {size}",
    each: "{price} each",
    lineTotal: "Total",
    soldOut: "Sold out",
    onlyLeft: "Only {count} left",
    outsideProvider: "useCart must be used within a CartProvider",
  },
  sizes: {
    apparel: { S: "S", M: "M", L: "L", XL: "XL", XXL: "XXL" },
  },
};
