/** A short word beside a value that needs attention ("Overdue"): amber, readable, not a button. */
export function Badge({ children }: { children: string }) {
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
      {children}
    </span>
  );
}
