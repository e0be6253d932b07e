export const legal = {
  lastUpdated: "Last updated: May 11, 2025",
  lastUpdatedIso: "2025-05-11",
  terms: {
    metaTitle: "Terms of Use",
    metaDescription:
      "Terms of use of the {name} website: accounts, event registration, purchases and returns, liability and the governing law of {province}.",
    heroTitle: "Terms of Use",
    intro:
      'These terms govern your use of the website of the {name} ("the association", "we", "us"). By using the website, you agree to them. If you do not agree, please do not use the website.',
    sections: [
      {
        heading: "Use of the website",
        paragraphs: [
          "You may browse the website and use its features for personal, non-commercial purposes. When you use it, you agree not to:",
        ],
        items: [
          "break any law or infringe the rights of others;",
          "submit false, misleading or offensive information, or information about another person without their permission;",
          "attempt to gain unauthorised access to the website, other accounts or our systems, or disrupt their operation;",
          "copy, scrape or reuse the content of the website in bulk or for commercial purposes without our written permission.",
        ],
      },
      {
        heading: "Accounts",
        paragraphs: [
          "Some features, such as event registration, require an account. You must give accurate information, keep your password confidential and tell us promptly if you believe your account has been used without your permission. You are responsible for what happens under your account.",
          "We may suspend or close an account that breaks these terms. You may ask us to close your account at any time.",
        ],
      },
      {
        heading: "Event registration",
        paragraphs: [
          "Registering for an event reserves your place, subject to the event's capacity and any eligibility rules. We may change the date, time or location of an event, or cancel it, for example because of weather, venue availability or low registration; we will tell registered participants as soon as we can.",
          "Handball is a physical contact sport. By taking part in an event, you accept the ordinary risks of the activity and agree to follow the instructions of coaches, referees and event staff. Participants under 18 need the consent of a parent or guardian.",
        ],
      },
      {
        heading: "Purchases and returns",
        paragraphs: [
          "Prices in our shop are shown in Canadian dollars. Shipping is a flat {shipping} and free on orders over {freeOver}. Orders ship within 2-3 business days, and standard shipping takes 5-7 business days.",
          "We may decline or cancel an order, for example if an item is unavailable or a price was shown in error; any amount you paid for a cancelled order is refunded in full.",
          "30-day money back guarantee: if you are not satisfied with an item, you may return it within 30 days of delivery, unused and in its original condition, for a full refund of its price. Contact us first so we can send you the return instructions. This does not limit any rights you have under consumer protection law.",
        ],
      },
      {
        heading: "Content and intellectual property",
        paragraphs: [
          "The text, logos, images and other content of the website belong to the association or to its licensors and are protected by copyright and trademark law. You may share links to our pages, but you may not reuse our content or logos without our written permission.",
        ],
      },
      {
        heading: "Third-party content and links",
        paragraphs: [
          "The website links to and can embed content from other services, such as social networks, a video platform and a map. We are not responsible for their content or practices, which are governed by their own terms and privacy policies.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          'We work to keep the website accurate and available, but we provide it "as is" and cannot guarantee that it will always be error-free or uninterrupted. To the extent permitted by law, the association, its directors, staff and volunteers are not liable for any indirect or consequential loss arising from your use of the website.',
          "Nothing in these terms excludes or limits liability that cannot be excluded or limited by law.",
        ],
      },
      {
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the website after a change means you accept the updated terms.",
        ],
      },
      {
        heading: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the Province of {province} and the federal laws of Canada that apply there. Any dispute will be heard by the courts of {province}.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Questions about these terms can be sent to {email} or by mail to {name}, {address}."],
      },
    ],
  },
  privacy: {
    metaTitle: "Privacy Policy",
    metaDescription:
      "How the {name} collects, uses and protects personal information under PIPEDA: accounts, registrations, orders, messages, cookies.",
    heroTitle: "Privacy Policy",
    intro:
      'The {name} ("the association", "we", "us") respects your privacy. This policy explains what personal information we collect through this website, why, and how we protect it, in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the privacy laws that apply in {province}.',
    sections: [
      {
        heading: "What we collect",
        paragraphs: ["We collect only what we need to provide our services:"],
        items: [
          "Accounts: your name, e-mail address and password. Passwords are stored only in a hashed form that we cannot read.",
          "Event registrations: your name, your e-mail address, the event and the date you registered.",
          "Orders: your name, e-mail address, phone number, shipping address and the items you ordered. The payment card details you type at checkout are never sent to us or stored by us.",
          "Contact messages: your name, e-mail address, the subject and your message.",
          "Newsletter: your e-mail address, if you subscribe.",
          "Technical information: our servers keep short-lived logs (such as the time of a request and the page requested) to keep the website secure and working.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: ["We use your personal information to:"],
        items: [
          "create and manage your account and sign you in;",
          "register you for events and send you information about them;",
          "process, ship and support your orders, including returns;",
          "answer your messages;",
          "send you our newsletter, if you asked for it;",
          "protect the website against abuse and meet our legal obligations.",
        ],
      },
      {
        heading: "Consent",
        paragraphs: [
          "By giving us your information for one of the purposes above, you consent to its use for that purpose. We will ask for your consent again before using it for any other purpose. You may withdraw your consent at any time, subject to legal or contractual limits; this may mean we can no longer provide a service, such as an event registration.",
        ],
      },
      {
        heading: "Newsletter and electronic messages",
        paragraphs: [
          "In line with Canada's Anti-Spam Legislation (CASL), we send our newsletter and other promotional e-mails only to people who have expressly agreed to receive them. Every such message identifies us and contains an unsubscribe link, and we act on an unsubscribe request within 10 business days.",
          "Transactional messages, such as order or registration confirmations, are sent when you use the related service and are not marketing.",
        ],
      },
      {
        heading: "Cookies and browser storage",
        paragraphs: ["The website uses only three cookies, all strictly necessary for it to work:"],
        items: [
          "a sign-in session cookie, which keeps you signed in to your account until you sign out or the session expires;",
          "a short-lived notification cookie, which carries a one-time message (for example, a confirmation that your message was sent) to the next page and is deleted as soon as it is shown;",
          "a checkout cookie, set when you open the checkout page: a random value, deleted when you close your browser, which makes sure that an order is shown again only to the browser that placed it.",
        ],
        after: [
          "Your shopping cart is kept in your own browser's storage until you place an order. We use no advertising or analytics cookies, and no third-party trackers.",
        ],
      },
      {
        heading: "Embedded video and map",
        paragraphs: [
          "Some pages offer an introduction video (hosted by YouTube) and a map (served by OpenStreetMap). They load only when you choose to play the video or show the map. Until then, nothing is requested from those services. Once loaded, the service receives your IP address and may set its own cookies, under its own privacy policy.",
        ],
      },
      {
        heading: "Sharing your information",
        paragraphs: [
          "We do not sell or rent your personal information. We share it only with service providers that help us run the website and deliver e-mail and orders, under agreements that require them to protect it and use it only for our purposes, or when the law requires us to. Some of these providers may store information outside {province} or Canada, where it may be subject to local laws.",
        ],
      },
      {
        heading: "Retention",
        paragraphs: [
          "We keep personal information only as long as needed for the purposes for which it was collected, or as required by law (for example, financial records of orders). Afterwards, we delete or anonymise it. You may close your account at any time.",
        ],
      },
      {
        heading: "Safeguards",
        paragraphs: [
          "We protect your information with safeguards appropriate to its sensitivity, including encrypted connections (HTTPS), hashed passwords, access limited to the staff and volunteers who need it, and regular updates of our systems.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You may ask to see the personal information we hold about you, to correct it, or to have it deleted where the law allows. We will answer within 30 days. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada.",
          "Signed in, you can download everything this website holds about your account at any time, as one JSON file, from the My data page (/account/data).",
        ],
      },
      {
        heading: "Contact our Privacy Officer",
        paragraphs: [
          "Questions or requests about your personal information can be sent to our Privacy Officer at {email} or by mail to {name}, {address}.",
        ],
      },
    ],
  },
};
