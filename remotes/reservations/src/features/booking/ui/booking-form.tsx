import { useEffect, useMemo, useState } from 'react';
import { useLocation } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session, $settings, loginRequested } from '@market/bus';
import type { Booking, Shop, ShopSection } from '@market/contract';
import { errorMessage } from '@market/http';
import { Alert, Button, DATA_TEXT_CLASS, DataText, EmptyState, ErrorState, Input, InputNumber, OfflineReason, Typography, useOffline } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { useCreateBooking, useDisabledSlots, useTables } from '../api/booking-api.ts';
import { clearDraft, loadDraft, saveDraft, type BookingDraft } from '../model/draft.ts';
import { dayState, endOfStay, pickerDays, rulesFromSettings, timeSlots, type BookingCalendar } from '../model/slots.ts';
import { DayPicker } from './day-picker.tsx';
import { Loading, Step } from './step.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { TableStep } from './table-step.tsx';
import { TimeStep } from './time-step.tsx';

export interface BookingFormProps {
  shop: Shop;
  offer: Booking;
  sections: ShopSection[];
}

/** Section, table, guests, day, time and note; guests are sent to sign in with their choices kept. */
export function BookingForm({ shop, offer, sections }: BookingFormProps) {
  const { t } = useTranslation('reservations');
  const location = useLocation();
  const [settings, session] = useUnit([$settings, $session]);
  const offline = useOffline();
  const [draft, setDraft] = useState<BookingDraft>(() => loadDraft(shop.id));
  const [now] = useState(() => new Date());
  const rules = useMemo(() => rulesFromSettings(settings, offer.max_time), [settings, offer.max_time]);
  const calendar: BookingCalendar = useMemo(
    () => ({
      workingDays: shop.booking_shop_working_days?.length ? shop.booking_shop_working_days : shop.shop_working_days ?? [],
      closedDates: shop.booking_shop_closed_date ?? [],
    }),
    [shop],
  );
  const days = useMemo(() => pickerDays(rules, now), [rules, now]);

  const sectionId = sections.some((s) => s.id === draft.sectionId) ? draft.sectionId : sections[0]?.id;
  const tables = useTables(sectionId);
  const table = tables.data?.find((x) => x.id === draft.tableId);
  const busy = useDisabledSlots(table?.id, days[0]!, days[days.length - 1]!);
  const busySlots = busy.data ?? [];
  const dayOptions = days.map((day) => ({ day, state: dayState(day, calendar, rules, busySlots, now) }));
  const dayOk = dayOptions.some((d) => d.day === draft.date && d.state === 'open');
  const times = draft.date && dayOk ? timeSlots(draft.date, calendar, rules, busySlots, now) : [];
  const timeOk = Boolean(draft.time && times.includes(draft.time));
  const create = useCreateBooking();

  useEffect(() => saveDraft(shop.id, draft), [shop.id, draft]);
  const update = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));

  if (create.data) {
    return (
      <BookingConfirmation
        booking={create.data}
        shop={shop}
        onAgain={() => {
          create.reset();
          update({ time: undefined, note: '' });
        }}
      />
    );
  }

  const ready = Boolean(table && dayOk && timeOk && draft.guests >= 1);
  const book = () => {
    if (!session.signedIn) {
      saveDraft(shop.id, draft);
      loginRequested({ returnTo: location.pathname + location.search });
      return;
    }
    if (!ready || offline || !table || !draft.date || !draft.time) return;
    create.mutate(
      {
        table_id: table.id,
        booking_id: offer.id,
        start_date: `${draft.date} ${draft.time}`,
        end_date: endOfStay(draft.date, draft.time, rules),
        guest: draft.guests,
        ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
      },
      { onSuccess: () => clearDraft(shop.id) },
    );
  };

  return (
    <form
      aria-label={t('booking.form')}
      onSubmit={(e) => {
        e.preventDefault();
        book();
      }}
      style={{ maxWidth: 760 }}
    >
      {sections.length === 0 ? (
        <EmptyState message={t('booking.no.sections')} />
      ) : (
        <>
          <Step id="step-section" title={t('step.section')}>
            <Segmented
              aria-labelledby="step-section"
              value={sectionId}
              onChange={(v) => update({ sectionId: Number(v), tableId: undefined, time: undefined })}
              options={sections.map((s) => ({ value: s.id, label: <DataText>{s.translation.title}</DataText> }))}
            />
          </Step>

          <TableStep
            tables={tables}
            value={table?.id}
            onPick={(next) => update({ tableId: next?.id, time: undefined, guests: Math.min(draft.guests, next?.chair_count ?? draft.guests) })}
          />

          <Step id="step-guests" title={t('step.guests')}>
            <InputNumber
              aria-labelledby="step-guests"
              min={1}
              max={table?.chair_count ?? 50}
              value={draft.guests}
              onChange={(v) => update({ guests: Math.max(1, Math.round(Number(v) || 1)) })}
            />
            {table && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                {t('guests.max', { n: table.chair_count })}
              </Typography.Text>
            )}
          </Step>

          <Step id="step-date" title={t('step.date')}>
            {!table ? (
              <Typography.Text type="secondary">{t('date.pick.table')}</Typography.Text>
            ) : busy.isPending ? (
              <Loading label={t('common:loading')} />
            ) : busy.isError && busy.data === undefined ? (
              <ErrorState message={errorMessage(busy.error)} onRetry={() => void busy.refetch()} />
            ) : (
              <DayPicker days={dayOptions} value={dayOk ? draft.date : undefined} onChange={(date) => update({ date, time: undefined })} labelledBy="step-date" />
            )}
          </Step>

          <TimeStep open={Boolean(table && dayOk)} times={times} value={draft.time} onPick={(time) => update({ time })} stayMinutes={offer.max_time} />

          <Step id="step-note" title={t('step.note')}>
            <Input.TextArea
              aria-labelledby="step-note"
              className={DATA_TEXT_CLASS}
              value={draft.note}
              maxLength={1000}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('note.placeholder')}
              onChange={(e) => update({ note: e.target.value })}
            />
          </Step>

          {create.isError && <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} style={{ marginBlockEnd: 16 }} />}
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            disabled={session.signedIn && (!ready || offline)}
            aria-describedby={session.signedIn && offline ? 'booking-offline' : undefined}
            loading={create.isPending}
            block
          >
            {session.signedIn ? t('book') : t('book.login')}
          </Button>
          {session.signedIn && <OfflineReason id="booking-offline" />}
        </>
      )}
    </form>
  );
}
