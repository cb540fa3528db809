import { Box, Typography } from '@mui/material';
import { formatPortTime, type TScheduleRoute } from '@portal/domain';

/**
 * The closings of the port of loading as tiles (spec 000 §2): closing label and date-time on the port clock. A
 * closing already past is muted, so the tiles still left to meet stand out.
 */
export function RouteDeadlines({ route, now }: { route: TScheduleRoute; now: Date }) {
  if (route.deadlines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        The carrier has not published closings for this sailing yet.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Closings"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
      }}
    >
      {route.deadlines.map((deadline) => {
        const passed = Date.parse(deadline.time) < now.getTime();
        return (
          <Box
            component="li"
            key={deadline.code}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              px: 1.5,
              py: 1,
              bgcolor: passed ? 'action.hover' : 'background.paper',
              color: passed ? 'text.disabled' : 'text.primary',
            }}
          >
            <Typography
              variant="caption"
              component="div"
              sx={{ color: 'inherit', opacity: passed ? 1 : 0.75 }}
            >
              {deadline.label}
              {passed && ' · passed'}
            </Typography>
            <Typography
              variant="body2"
              component="div"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatPortTime(deadline.time, route.origin.utcOffsetMinutes)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
