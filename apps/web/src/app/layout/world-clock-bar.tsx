import { Box, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  cityTime,
  WORLD_CLOCK_CITIES,
  WORLD_CLOCK_TICK_MS,
  WORLD_CLOCK_TICKER_PX_PER_S,
  type TWorldClockZone,
} from '@portal/domain';
import { usePublicConfig } from '../../lib/public-config.ts';

const GAP_PX = 10;

// The track holds the cities twice; moving it by half its width starts the second copy where the first began.
const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

// Styled once on the row: the rows themselves are plain elements, which the one-second tick updates in place.
const rowSx = {
  gap: `${GAP_PX}px`,
  pr: `${GAP_PX}px`,
  flexShrink: 0,
  typography: 'caption',
  '& .city': { display: 'inline-flex', alignItems: 'baseline', gap: '4px', whiteSpace: 'nowrap' },
  '& .dot': { width: 6, height: 6, borderRadius: '50%', alignSelf: 'center', bgcolor: '#5b7da3' },
  '& .dot.day': { bgcolor: '#f5b942' },
  '& .name': { color: 'rgba(255,255,255,0.7)' },
  '& .time': { fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: '#fff' },
} as const;

type Zones = ReadonlyMap<string, TWorldClockZone>;

/**
 * The time by the zone's offset from GET /api/config (the server works the offsets out): a time-zone formatter per
 * city would load each zone's rules in the browser, a long task on a phone while the first page starts.
 */
function cityClock(now: Date, zone: TWorldClockZone | undefined) {
  const time = zone ? cityTime(now, zone) : '--:--:--';
  const hour = Number(time.slice(0, 2));
  return { time, day: hour >= 7 && hour < 19 };
}

function Cities({ zones, hidden }: { zones: Zones; hidden?: boolean }) {
  const now = new Date();
  return (
    <Stack
      direction="row"
      aria-hidden={hidden || undefined}
      data-testid={hidden ? undefined : 'world-clock-cities'}
      sx={rowSx}
    >
      {WORLD_CLOCK_CITIES.map(({ city, timeZone }) => {
        const { time, day } = cityClock(now, zones.get(timeZone));
        return (
          <span key={city} className="city" title={timeZone} data-time-zone={timeZone}>
            <span className={day ? 'dot day' : 'dot'} />
            <span className="name">{city}</span>
            <span className="time" data-testid={hidden ? undefined : `clock-${city}`}>
              {time}
            </span>
          </span>
        );
      })}
    </Stack>
  );
}

/**
 * Writes the current times into the rendered cities. Not a React state update: a tick every second would
 * interrupt, and on a busy machine starve, the render that shows a page once its code has arrived (React never
 * expires a Suspense retry), so a page could stay on its loading state while the clock ran.
 */
function tick(bar: HTMLElement, zones: Zones) {
  const now = new Date();
  for (const el of bar.querySelectorAll<HTMLElement>('[data-time-zone]')) {
    const { time, day } = cityClock(now, zones.get(el.dataset.timeZone!));
    const text = el.querySelector('.time');
    if (text && text.textContent !== time) text.textContent = time;
    el.querySelector('.dot')?.classList.toggle('day', day);
  }
}

/**
 * Local time in the 16 cities, one shared one-second tick written straight into the page. Where they fit in one line they stand still,
 * centred; where they do not, they run as a steady ticker that pauses under the pointer or keyboard focus, and
 * with reduced motion asked for, the line scrolls by hand instead. Every city is reachable at every width.
 */
export function WorldClockBar() {
  const barRef = useRef<HTMLDivElement>(null);
  // The cities come after the first render: a page rendered on the server is sent for a minute, so its times would
  // be stale, and the browser's first render must match it to take it over.
  const offsets = usePublicConfig()?.worldClock;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const zones = useMemo(
    () => (offsets && mounted ? new Map(offsets.map((z) => [z.timeZone, z])) : null),
    [offsets, mounted],
  );
  const ready = zones !== null;
  useEffect(() => {
    if (!zones) return;
    const timer = setInterval(() => barRef.current && tick(barRef.current, zones), WORLD_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [zones]);

  const citiesRef = useRef<HTMLDivElement>(null);
  /** Width of one copy of the cities when it is wider than the bar, else null (no ticker). */
  const [tickerWidth, setTickerWidth] = useState<number | null>(null);
  useEffect(() => {
    const bar = barRef.current;
    const cities = citiesRef.current;
    if (!ready || !bar || !cities) return;
    const measure = () => {
      const width = cities.scrollWidth;
      setTickerWidth(width > bar.clientWidth ? width : null);
    };
    // Measured when the browser has laid the page out anyway (a resize observer's first call), not by forcing a
    // layout of the whole page in the middle of its first render.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    observer.observe(cities);
    return () => observer.disconnect();
  }, [ready]);
  const ticking = tickerWidth !== null;

  return (
    <Box
      ref={barRef}
      data-testid="world-clock"
      data-ticker={ticking ? 'on' : 'off'}
      role="region"
      aria-label="World clock"
      tabIndex={ticking ? 0 : undefined}
      sx={{
        bgcolor: '#06223d',
        color: 'rgba(255,255,255,0.85)',
        overflow: 'hidden',
        // One line of cities high while they are not there yet (index.html's first paint draws the same strip).
        minHeight: 28,
        boxSizing: 'border-box',
        py: 0.5,
        '&:focus-visible': { outline: '2px solid #f5b942', outlineOffset: -2 },
        '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto', scrollbarWidth: 'thin' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          width: 'max-content',
          ...(ticking
            ? {
                willChange: 'transform',
                animation: `${scroll} ${Math.round(tickerWidth / WORLD_CLOCK_TICKER_PX_PER_S)}s linear infinite`,
                // Reading a time should not be a chase: hovering or focusing the bar stops it.
                '[data-testid="world-clock"]:hover &, [data-testid="world-clock"]:focus-within &': {
                  animationPlayState: 'paused',
                },
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }
            : { mx: 'auto', pl: `${GAP_PX}px` }),
        }}
      >
        <Box ref={citiesRef} sx={{ display: 'flex' }}>
          {zones && <Cities zones={zones} />}
        </Box>
        {ticking && (
          <Box sx={{ display: 'flex', '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}>
            {zones && <Cities zones={zones} hidden />}
          </Box>
        )}
      </Box>
    </Box>
  );
}
