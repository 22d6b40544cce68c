import { Accessibility, Baby, type LucideIcon, CreditCard, Luggage, PawPrint, Zap } from 'lucide-react';
import { VEHICLE_FEATURES, type VehicleFeature } from '@shared/vehicle';
import { cn } from '@/lib/utils';
import { featureLabel } from './vehicle-strings';

/** What each feature looks like beside its label; the label, never the icon, says what it is. */
const FEATURE_ICONS: Record<VehicleFeature, LucideIcon> = {
  wheelchair: Accessibility,
  large_boot: Luggage,
  cards: CreditCard,
  pets: PawPrint,
  child_seat: Baby,
  electric: Zap,
};

interface VehicleFeatureListProps {
  features: readonly VehicleFeature[];
  /** What the list is, for screen readers ("Richieste per il taxi"). */
  label?: string;
  className?: string;
  testId?: string;
}

/** A car's features or a ride's requirements, each as its icon and its words (design §14). */
export function VehicleFeatureList({ features, label, className, testId }: VehicleFeatureListProps) {
  if (features.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)} data-testid={testId}>
      {VEHICLE_FEATURES.filter((f) => features.includes(f)).map((feature) => {
        const Icon = FEATURE_ICONS[feature];
        return (
          <li key={feature} data-feature={feature} className="inline-flex items-center gap-1 rounded-md border bg-muted/40 px-1.5 py-0.5 text-xs font-medium">
            <Icon aria-hidden className="size-3.5 shrink-0" />
            {featureLabel(feature)}
          </li>
        );
      })}
    </ul>
  );
}

interface FeatureCheckboxesProps {
  legend: string;
  value: readonly VehicleFeature[];
  onChange: (next: VehicleFeature[]) => void;
  /** Keeps the legend for screen readers only, where a surrounding disclosure already names the group. */
  legendHidden?: boolean;
  className?: string;
}

/** The features as checkboxes in a named group: the office's driver form, the booking 'Opzioni', the phone booking. */
export function FeatureCheckboxes({ legend, value, onChange, legendHidden = false, className }: FeatureCheckboxesProps) {
  const toggle = (feature: VehicleFeature, on: boolean) =>
    onChange(VEHICLE_FEATURES.filter((f) => (f === feature ? on : value.includes(f))));
  return (
    <fieldset className={cn('@container grid gap-1', className)}>
      <legend className={cn('mb-1 text-sm leading-none font-medium', legendHidden && 'sr-only')}>{legend}</legend>
      {/* Two columns where the box is wide enough (the office's dialog), one in the console's column and on a phone. */}
      <div className="grid gap-x-3 gap-y-1 @md:grid-cols-2">
        {VEHICLE_FEATURES.map((feature) => {
          const Icon = FEATURE_ICONS[feature];
          return (
            <label key={feature} className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-muted/50">
              <input
                type="checkbox"
                checked={value.includes(feature)}
                onChange={(e) => toggle(feature, e.target.checked)}
                className="size-4 shrink-0 accent-primary"
              />
              <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span>{featureLabel(feature)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
