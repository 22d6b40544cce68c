export function AdminPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pannello Amministrativo</h1>
    </div>
  );
}
