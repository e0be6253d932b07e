import { Field } from "~/components/ui/field";

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
      <Field
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        error={errors.password}
        required
      />
      <Field
        name="confirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
