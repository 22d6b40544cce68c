import { CheckCircle2, MapPinCheck, UserCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { type ForwardStep, stepLabel } from './ride-steps';

/** A tap landing just after the step changed was meant for the step before (a double tap): ignored this long. */
const FRESH_STEP_GUARD_MS = 800;

const ICONS: Record<ForwardStep, typeof CheckCircle2> = { arrived: MapPinCheck, on_board: UserCheck, completed: CheckCircle2 };

interface RideStepButtonProps {
  step: ForwardStep;
  busy: boolean;
  onPress: () => void;
}

/**
 * The ride's one main next step, full width and tall for a thumb (≥ 48 px). Mount it with `key={step}`: each
 * step starts briefly disarmed, so the second tap of a double tap on 'Sono arrivato' does not also say
 * 'Passeggero a bordo'.
 */
export function RideStepButton({ step, busy, onPress }: RideStepButtonProps) {
  useT(); // re-rendered in the new language when the switch changes
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), FRESH_STEP_GUARD_MS);
    return () => clearTimeout(timer);
  }, []);
  const Icon = ICONS[step];
  return (
    <Button size="lg" className="h-14 w-full text-lg" disabled={!armed || busy} onClick={onPress} data-testid="ride-step">
      <Icon className="size-6" aria-hidden /> {stepLabel(step)}
    </Button>
  );
}
