import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatCityTime, WORLD_CLOCK_CITIES, WORLD_CLOCK_TICK_MS } from '@portal/domain';

/** Local time in the 16 cities, one shared one-second tick. */
export function WorldClockBar() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), WORLD_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box
      data-testid="world-clock"
      aria-label="World clock"
      sx={{ bgcolor: '#06223d', color: 'rgba(255,255,255,0.85)', overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      <Stack direction="row" sx={{ px: 2, py: 0.5, gap: 1.75, width: 'max-content', mx: 'auto' }}>
        {WORLD_CLOCK_CITIES.map(({ city, timeZone }) => {
          const time = formatCityTime(now, timeZone);
          const hour = Number(time.slice(0, 2));
          const day = hour >= 7 && hour < 19;
          return (
            <Stack key={city} direction="row" spacing={0.5} title={timeZone} sx={{ alignItems: 'baseline' }}>
              <Box
                component="span"
                sx={{
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  bgcolor: day ? '#f5b942' : '#5b7da3',
                  alignSelf: 'center',
                }}
              />
              <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.6)', whiteSpace: 'nowrap' }}>
                {city}
              </Typography>
              <Typography
                variant="caption"
                data-testid={`clock-${city}`}
                sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: '#fff' }}
              >
                {time}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
