/** A phone number that dials: `tel:` takes the digits and a leading +, not the spaces and brackets shown. */
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={className}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, className }: { email: string; className: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}
