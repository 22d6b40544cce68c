import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

// The confirmation is loaded on the first tap: the booking page's first load does not pay for it.
const DeleteMyDataDialog = lazy(() => import('./delete-my-data-dialog'));

/** 'Cancella i miei dati' beside the verified-phone banner (design §13), behind a confirmation. */
export function DeleteMyData({ onDeleted }: { onDeleted: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex justify-end">
      <Button
        ref={button}
        variant="link"
        size="sm"
        className="px-1 text-muted-foreground"
        onClick={() => {
          setLoaded(true);
          setConfirming(true);
        }}
      >
        {t('deleteData.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <DeleteMyDataDialog open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} returnFocusTo={button} />
        </Suspense>
      )}
    </div>
  );
}
