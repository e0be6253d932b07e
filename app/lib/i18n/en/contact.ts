export const contact = {
  metaTitle: "Contact Us",
  metaDescription:
    "Contact the {name} about programs, events, volunteering or sponsorship: send a message, call or e-mail us, or find us on the map.",
  heroTitle: "Contact Us",
  heroText:
    "Questions about programs, events, volunteering or sponsorship? We would love to hear from you and will reply as soon as we can.",
  formHeading: "Send Us a Message",
  formNote: "All fields are required.",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
  },
  submit: "Send Message",
  infoHeading: "Contact Information",
  locationLabel: "Location",
  location: "{city}, {province}",
  emailLabel: "Email",
  phoneLabel: "Phone",
  followHeading: "Follow Us",
  mapHeading: "Find Us",
};
