export function DriverPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard Taxista</h1>
    </div>
  );
}
