import { useState } from 'react';
import type { DateValue } from '@internationalized/date';
import { deferredModule, useDeferredModule } from '../deferred';
import type * as ControlModuleExports from './DatePickerControl';
import { DatePickerPreview, DateRangePickerPreview, type PickerPreviewEvents } from './DatePickerPreview';
import type { DatePickerProps, DateRangePickerProps, PickerHandOver, SegmentPlace } from './interfaces';

type ControlModule = typeof ControlModuleExports;
const control = deferredModule<ControlModule>(() => import('./DatePickerControl'));

/**
 * The look-alike's events and the hand-over they gather: the segment that has focus, the keys typed there while the
 * code loads, and whether the calendar was asked for. Focus or a press loads the working code at once.
 */
function usePickerSwap(): { module: ControlModule | undefined; events: PickerPreviewEvents; handOver: PickerHandOver } {
  const [module, reach] = useDeferredModule(control);
  const [place, setPlace] = useState<SegmentPlace>();
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [isOpenRequested, setOpenRequested] = useState(false);
  return {
    module,
    events: {
      onFocusChange: (isFocused) => {
        if (isFocused) reach();
      },
      onOpenRequest: () => {
        setOpenRequested(true);
        reach();
      },
      onSegmentFocusChange: (next) => {
        // Keys belong to the segment they were typed in: moving on starts afresh.
        setPlace(next);
        setKeys([]);
      },
      onKeyTyped: (key) => setKeys((typed) => [...typed, key]),
    },
    handOver: { place, keys, open: isOpenRequested },
  };
}

/**
 * A date typed in segments (in the active locale's order: "2026. 11. 22.", "22/11/2026") or picked
 * from a calendar that opens under the field. `minValue`, `maxValue` and `isDateUnavailable` make
 * dates unavailable in the calendar and invalid when typed (e.g. a spot reservation starts 2 days
 * after the subscription ends). Escape closes the calendar and focus returns to the field.
 *
 * React Aria's date field code (and @internationalized/date) loads when the page is idle, or at once when a segment is
 * focused or the calendar asked for; until then a look-alike shows the same field (DatePickerPreview). The working
 * field takes over the focused segment and the keys typed into it meanwhile.
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  const { module, events, handOver } = usePickerSwap();
  if (!module) return <DatePickerPreview<T> {...props} {...events} />;
  return <module.DatePickerControl<T> {...props} handOver={handOver} />;
}

/**
 * A date range typed as two dates or picked in a calendar (first date, then last), for filters such
 * as the activity log's period. `maxDays` limits the length; `minValue` / `maxValue` bound it (the
 * activity log keeps one year). Loads as `DatePicker` does.
 */
export function DateRangePicker<T extends DateValue>(props: DateRangePickerProps<T>) {
  const { module, events, handOver } = usePickerSwap();
  if (!module) return <DateRangePickerPreview<T> {...props} {...events} />;
  return <module.DateRangePickerControl<T> {...props} handOver={handOver} />;
}
