import { Box, Stack, Typography } from '@mui/material';
import type { TRemark } from '@portal/domain';

/** The quote's remarks, grouped under their titles. */
export function QuoteRemarks({ remarks }: { remarks: readonly TRemark[] }) {
  const titles = [...new Set(remarks.map((r) => r.title))];
  return (
    <Stack spacing={2}>
      {titles.map((title) => (
        <Box key={title}>
          {titles.length > 1 && (
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {title}
            </Typography>
          )}
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            {remarks
              .filter((r) => r.title === title)
              .map((remark, i) => (
                <Box
                  key={`${remark.label}-${i}`}
                  sx={{ display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, gap: { sm: 2 } }}
                >
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {remark.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {remark.text}
                  </Typography>
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
