import { Box, Card, Divider, Skeleton, Stack } from '@mui/material';

/** The cards' shape while the first page loads. */
export function BookingsSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading bookings" sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
            <Skeleton variant="text" width={90} sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width={70} />
            <Box sx={{ flex: 1 }} />
            <Skeleton variant="rounded" width={110} height={22} sx={{ borderRadius: 4 }} />
            <Skeleton variant="circular" width={30} height={30} />
          </Stack>
          <Divider />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '2fr 5fr' },
              gap: 3,
              px: 2,
              py: 1.5,
            }}
          >
            <Stack direction="row" spacing={2}>
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="50%" />
              </Box>
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="50%" />
              </Box>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}>
              {Array.from({ length: 8 }, (_, j) => (
                <Box key={j}>
                  <Skeleton variant="text" width="50%" sx={{ fontSize: '0.7rem' }} />
                  <Skeleton variant="text" width="80%" />
                </Box>
              ))}
            </Box>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
