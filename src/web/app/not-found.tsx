import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** SPEC §2: the heading stays English ('Page Not Found'); the hint is for developers. */
export function NotFound() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <AlertCircle aria-hidden className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-bold">Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Hai dimenticato di aggiungere la pagina al router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
