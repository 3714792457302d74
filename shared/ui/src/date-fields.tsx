import type { ComponentType } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { DatePickerProps, TimePickerProps } from 'antd';
import './date-locale.ts';

/** How the API writes a day and a time of day; the fields read and give these. */
const DAY = 'YYYY-MM-DD';
const TIME = 'HH:mm';

const read = (value: string | undefined, format: string): Dayjs | null => {
  const parsed = value ? dayjs(value, format, true) : null;
  return parsed?.isValid() ? parsed : null;
};
/** The value as the API writes it, in Latin digits whatever the language shows (a field holds one value, never several). */
const write = (value: Dayjs | Dayjs[] | null, format: string): string => {
  const one = Array.isArray(value) ? value[0] : value;
  return one ? one.locale('en').format(format) : '';
};

export interface DateFieldProps extends Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'format' | 'picker' | 'multiple'> {
  /** The day, `YYYY-MM-DD`. */
  value?: string;
  /** The day chosen, `YYYY-MM-DD`; an empty string once cleared. */
  onChange?: (value: string) => void;
  /** The first and last days that may be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/**
 * The day and time fields over antd's DatePicker and TimePicker (given as loaded, see lazy.tsx):
 * - a day, shown in the current language (its month names, its digits, its direction: antd's locale and the day.js
 *   one that matches it), which may also be typed as `YYYY-MM-DD`;
 * - a time of day on the 24-hour clock, as every screen writes times, in the current language's digits and direction.
 */
export function dateFields(DatePicker: ComponentType<DatePickerProps>, TimePicker: ComponentType<TimePickerProps>) {
  function DateField({ value, onChange, min, max, ...rest }: DateFieldProps) {
    return (
      <DatePicker
        {...rest}
        format={['D MMMM YYYY', DAY]}
        value={read(value, DAY)}
        minDate={read(min, DAY) ?? undefined}
        maxDate={read(max, DAY) ?? undefined}
        onChange={(next) => onChange?.(write(next, DAY))}
      />
    );
  }
  function TimeField({ value, onChange, ...rest }: TimeFieldProps) {
    return <TimePicker {...rest} format={TIME} value={read(value, TIME)} onChange={(next) => onChange?.(write(next, TIME))} />;
  }
  return { DateField, TimeField };
}

export interface TimeFieldProps extends Omit<TimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'format'> {
  /** The time of day, `HH:mm`. */
  value?: string;
  /** The time chosen, `HH:mm`; an empty string once cleared. */
  onChange?: (value: string) => void;
}
