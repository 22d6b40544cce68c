import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

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
    return <PageFailed />;
  }
}

function PageFailed() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{t('shell.pageFailedTitle')}</h1>
      <p className="text-muted-foreground">{t('shell.pageFailedText')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('shell.reloadPage')}
      </Button>
    </div>
  );
}
