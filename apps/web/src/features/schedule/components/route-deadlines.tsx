import { Box, Typography } from '@mui/material';
import { formatPortTime, type TScheduleRoute } from '@portal/domain';

// Read by screen readers, not shown: the strike-through says the same to the eye.
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The closings of the port of loading as tiles (spec 000 §2): closing label and date-time on the port clock. A
 * closing already past is muted and struck through, so the ones still to meet stand out.
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
        gridTemplateColumns: 'repeat(auto-fit, minmax(168px, 1fr))',
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
              sx={{ color: passed ? 'inherit' : 'text.secondary' }}
            >
              {deadline.label}
            </Typography>
            <Typography
              variant="body2"
              component="div"
              sx={{
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                textDecoration: passed ? 'line-through' : 'none',
              }}
            >
              {formatPortTime(deadline.time, route.origin.utcOffsetMinutes)}
              {passed && (
                <Box component="span" sx={srOnly}>
                  {' '}
                  (passed)
                </Box>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
