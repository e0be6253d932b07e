import { Field } from "~/components/ui/field";

/** A required password; `autoComplete` lets a password manager fill the current one or offer a new one. */
export function PasswordField({
  name,
  label,
  error,
  autoComplete,
}: {
  name: string;
  label: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <Field name={name} type="password" label={label} autoComplete={autoComplete} error={error} required />
  );
}

/** A new password and its confirmation, as sign-up and the password reset ask for them. */
export function NewPasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      {(["password", "confirmPassword"] as const).map((name) => (
        <PasswordField
          key={name}
          name={name}
          label={labels[name]}
          autoComplete="new-password"
          error={errors[name]}
        />
      ))}
    </>
  );
}
