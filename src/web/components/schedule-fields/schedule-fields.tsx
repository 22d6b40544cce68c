import 'react-day-picker/style.css';
import './schedule-fields.css';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { DayPicker } from 'react-day-picker';
import { de, enGB, it } from 'react-day-picker/locale';
import { TIME_ZONE } from '@shared/constants';
import { RIDE_LIMITS } from '@shared/constants';
import { bookableDays, romeDay, slotToInstant, timeSlots } from '@shared/schedule';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { activeLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import type { Language } from '@shared/i18n/languages';

/** The calendar's words and the summary's date in each language (react-day-picker's locales are date-fns's). */
const DATE_LOCALES: Record<Language, { locale: typeof it; summary: string }> = {
  it: { locale: it, summary: "EEEE d MMMM yyyy 'alle' HH:mm" },
  en: { locale: enGB, summary: "EEEE d MMMM yyyy 'at' HH:mm" },
  de: { locale: de, summary: "EEEE, d. MMMM yyyy 'um' HH:mm" },
};

export interface ScheduleFieldsProps {
  day: string | null;
  slot: string | null;
  /** The chosen Rome day and slot, and the instant they mean (null until both are chosen). */
  onChange: (day: string | null, slot: string | null, instant: string | null) => void;
}

const SLOTS = timeSlots();
const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y!, m! - 1, d!, 12, 0, TIME_ZONE);
};

/**
 * spec §2.1 scheduled booking (the customer's form and the office's phone booking): Italian calendar starting Monday (today … +30 days, Rome days),
 * a 30-minute time list and a summary. Lazy-loaded: only those who choose Prenota download it.
 */
export default function ScheduleFields({ day, slot, onChange }: ScheduleFieldsProps) {
  const t = useT();
  const dates = DATE_LOCALES[activeLanguage()];
  const change = (nextDay: string | null, nextSlot: string | null) =>
    onChange(nextDay, nextSlot, nextDay && nextSlot ? (slotToInstant(nextDay, nextSlot)?.toISOString() ?? null) : null);
  const now = new Date();
  const { first, last } = bookableDays(now);
  const at = day && slot ? slotToInstant(day, slot) : null;
  // Only the slots at least the spec's hour ahead are offered (issue 24: offering one and then refusing it was a
  // trap); one that slips under the hour while the page stays open is still refused with the spec's message.
  const earliest = now.getTime() + RIDE_LIMITS.scheduledMinLeadMinutes * 60_000;
  const slots = day ? SLOTS.filter((s) => (slotToInstant(day, s)?.getTime() ?? 0) >= earliest) : SLOTS;
  return (
    <div className="flex flex-col gap-4" data-testid="schedule-fields">
      <p className="text-sm text-muted-foreground">{t('schedule.range')}</p>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('schedule.date')}</span>
        <div className="@container flex justify-center rounded-md border bg-card p-1" data-testid="calendar-box">
          <DayPicker
            mode="single"
            // A second tap on the chosen day (a phone in one hand taps twice) keeps it: it must not empty the booking.
            required
            locale={dates.locale}
            weekStartsOn={1}
            timeZone={TIME_ZONE}
            selected={day ? dayDate(day) : undefined}
            onSelect={(date) => change(romeDay(date), slot)}
            disabled={[{ before: dayDate(first) }, { after: dayDate(last) }]}
            startMonth={dayDate(first)}
            endMonth={dayDate(last)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="booking-time">{t('schedule.time')}</Label>
        <Select value={slot ?? ''} onValueChange={(value) => change(day, value)}>
          <SelectTrigger id="booking-time" className="w-full" data-testid="time-select">
            <SelectValue placeholder={t('schedule.pickTime')} />
          </SelectTrigger>
          <SelectContent className="max-h-[300px]">
            {slots.map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {at && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="schedule-summary">
          <Trans
            id="schedule.summary"
            values={{ when: format(new TZDate(at.getTime(), TIME_ZONE), dates.summary, { locale: dates.locale }) }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
    </div>
  );
}
