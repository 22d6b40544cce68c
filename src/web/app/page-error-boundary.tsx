import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface State {
  failed: boolean;
}

/**
 * A chunk that fails to download (lost signal, or a deploy replaced it) would otherwise leave a
 * blank page; offer a reload instead.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Errore nella pagina', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold">Si è verificato un problema</h1>
        <p className="text-muted-foreground">
          Non è stato possibile caricare la pagina. Controlla la connessione e riprova.
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          Ricarica la pagina
        </Button>
      </div>
    );
  }
}
