import { useNavigation } from "react-router";
import { pathWithoutLocale } from "~/lib/i18n/paths";
import { useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";

/** Spec: while the events load after a click, a spinner says "Loading events...". */
export function NavigationProgress() {
  const navigation = useNavigation();
  const text = useTexts(commonMessages).loadingEvents;
  if (navigation.state !== "loading" || pathWithoutLocale(navigation.location.pathname) !== "/events")
    return null;
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-50 flex justify-center">
      <p className="flex items-center gap-3 rounded-full bg-slate-900 px-5 py-2 text-sm font-medium text-white shadow-lg">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
        {text}
      </p>
    </div>
  );
}
