import { Box } from '@mui/material';
import { unitLabel, unitShort } from '../format.ts';

/** 'per container' on wide screens, '/ ctr' on phones, where the tables have little room. */
export function UnitText({ unit }: { unit: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {unitLabel(unit)}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        {unitShort(unit)}
      </Box>
    </>
  );
}
