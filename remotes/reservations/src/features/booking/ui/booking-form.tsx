import { useEffect, useMemo, useState } from 'react';
import { useLocation } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale, $session, $settings, loginRequested } from '@market/bus';
import type { Booking, Shop, ShopSection, UserBooking } from '@market/contract';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { Alert, Button, EmptyState, ErrorState, Flex, Input, InputNumber, Radio, Skeleton, Typography, LinkButton } from '@market/ui';
import { Segmented } from '@market/ui/forms';
import { Result } from '@market/ui/extras';
import { useCreateBooking, useDisabledSlots, useTables } from '../api/booking-api.ts';
import { clearDraft, loadDraft, saveDraft, type BookingDraft } from '../model/draft.ts';
import { dayState, endOfStay, pickerDays, rulesFromSettings, timeSlots, toDate, type BookingCalendar } from '../model/slots.ts';
import { DayPicker } from './day-picker.tsx';

const Loading = ({ label }: { label: string }) => (
  <div role="status" aria-label={label}>
    <Skeleton active title={false} paragraph={{ rows: 2 }} />
  </div>
);

function Step({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Confirmation({ booking, shop, onAgain }: { booking: UserBooking; shop: Shop; onAgain: () => void }) {
  const { t } = useTranslation('reservations');
  const { locale } = useUnit($locale);
  const [day, time] = booking.start_date.split(' ');
  return (
    <Result
      status="success"
      role="status"
      title={t('done.title')}
      subTitle={t('done.text', {
        shop: shop.translation.title,
        date: formatDate(toDate(day!), locale, { dateStyle: 'full' }),
        time,
        table: booking.table?.name ?? '',
        n: booking.guest,
      })}
      extra={
        <Flex gap={8} justify="center" wrap>
          <LinkButton to="/reservations" type="primary">{t('done.mine')}</LinkButton>
          <Button onClick={onAgain}>{t('done.again')}</Button>
        </Flex>
      }
    />
  );
}

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
      <Confirmation
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
    if (!ready || !table || !draft.date || !draft.time) return;
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
              options={sections.map((s) => ({ value: s.id, label: s.translation.title }))}
            />
          </Step>

          <Step id="step-table" title={t('step.table')}>
            {tables.isPending ? (
              <Loading label={t('common:loading')} />
            ) : tables.isError ? (
              <ErrorState message={errorMessage(tables.error)} onRetry={() => void tables.refetch()} />
            ) : !tables.data?.length ? (
              <EmptyState message={t('booking.no.tables')} />
            ) : (
              <Radio.Group
                aria-labelledby="step-table"
                value={table?.id}
                onChange={(e) => {
                  const next = tables.data.find((x) => x.id === e.target.value);
                  update({ tableId: next?.id, time: undefined, guests: Math.min(draft.guests, next?.chair_count ?? draft.guests) });
                }}
                style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
              >
                {tables.data.map((x) => (
                  <Radio.Button key={x.id} value={x.id} style={{ height: 'auto', paddingBlock: 4 }}>
                    {t('table.label', { name: x.name, n: x.chair_count })}
                  </Radio.Button>
                ))}
              </Radio.Group>
            )}
          </Step>

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
            ) : busy.isError ? (
              <ErrorState message={errorMessage(busy.error)} onRetry={() => void busy.refetch()} />
            ) : (
              <DayPicker days={dayOptions} value={dayOk ? draft.date : undefined} onChange={(date) => update({ date, time: undefined })} labelledBy="step-date" />
            )}
          </Step>

          <Step id="step-time" title={t('step.time')}>
            {!table || !dayOk ? (
              <Typography.Text type="secondary">{t('time.pick.date')}</Typography.Text>
            ) : times.length === 0 ? (
              <EmptyState message={t('time.none')} />
            ) : (
              <>
                <Flex role="group" aria-labelledby="step-time" gap={8} wrap>
                  {times.map((time) => (
                    <Button key={time} type={draft.time === time ? 'primary' : 'default'} aria-pressed={draft.time === time} onClick={() => update({ time })}>
                      {time}
                    </Button>
                  ))}
                </Flex>
                <Typography.Paragraph type="secondary" style={{ marginBlockStart: 8 }}>
                  {t('time.stay', { n: offer.max_time })}
                </Typography.Paragraph>
              </>
            )}
          </Step>

          <Step id="step-note" title={t('step.note')}>
            <Input.TextArea
              aria-labelledby="step-note"
              value={draft.note}
              maxLength={1000}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('note.placeholder')}
              onChange={(e) => update({ note: e.target.value })}
            />
          </Step>

          {create.isError && <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} style={{ marginBlockEnd: 16 }} />}
          <Button type="primary" size="large" htmlType="submit" disabled={session.signedIn && !ready} loading={create.isPending} block>
            {session.signedIn ? t('book') : t('book.login')}
          </Button>
        </>
      )}
    </form>
  );
}
