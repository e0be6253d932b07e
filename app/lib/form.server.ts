import { data } from "react-router";

/** The text fields of a submitted form; a body that cannot be read is the client's fault: 400, not 500. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("Bad request", { status: 400 });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}
