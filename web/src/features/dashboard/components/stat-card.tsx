export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card p-4" data-testid="stat">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-700 text-brand-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}
