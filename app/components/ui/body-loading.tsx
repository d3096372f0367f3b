/** Lines of text to come, while a page the browser renders downloads its body (lib/adopted-html). */
export function BodyLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-4">
      <span className="sr-only">{label}</span>
      {[100, 92, 96, 70, 100, 88].map((w, i) => (
        <div key={i} className="h-5 rounded bg-muted" style={{ width: `${w}%` }} />
      ))}
    </div>
  );
}
