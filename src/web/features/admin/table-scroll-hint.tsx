import { MoveHorizontalIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';

/**
 * On a phone the office's tables are wider than the screen and scroll sideways inside their card; a line above
 * says so, shown only while the table really overflows (never at a desktop width where every column fits).
 */
export function TableScrollHint({ children }: { children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const container = ref.current?.querySelector<HTMLElement>('[data-slot="table-container"]');
    if (!container) return;
    const check = () => setOverflowing(container.scrollWidth > container.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="grid min-w-0 gap-2">
      {overflowing && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="table-scroll-hint">
          <MoveHorizontalIcon aria-hidden className="size-4" />
          {t('office.tableScrollHint')}
        </p>
      )}
      {children}
    </div>
  );
}
