/**
 * The PlumX metrics badge of the paper card, drawn here instead of loading PlumX's third-party
 * script: the counters are static (docs/sections.md), and a script per card would slow every list page.
 */
export function PlumXBadge() {
  return (
    <span
      role="img"
      aria-label="PlumX Metrics"
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <circle cx="10" cy="4.5" r="3" fill="#6E1A62" />
        <circle cx="4.5" cy="10" r="3" fill="#EF4B4A" />
        <circle cx="15.5" cy="10" r="3" fill="#FDB515" />
        <circle cx="10" cy="15.5" r="3" fill="#2BA8E0" />
        <circle cx="10" cy="10" r="2.2" fill="#63BD4A" />
      </svg>
      PlumX
    </span>
  );
}
