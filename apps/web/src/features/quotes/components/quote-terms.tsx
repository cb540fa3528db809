import { Box, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { orderTerms, TERMS_AND_CONDITIONS, type TTerm } from '@portal/domain';

function TermValue({ term }: { term: TTerm }) {
  return (
    <>
      {term.url ? (
        <Link href={term.url} target="_blank" rel="noopener" underline="hover">
          {term.value || term.url}
        </Link>
      ) : (
        term.value
      )}
      {term.detail && (
        <Typography variant="caption" color="text.secondary" component="div">
          {term.detail}
        </Typography>
      )}
    </>
  );
}

/**
 * The terms of a quote (spec 001 §2.6): a header table led by 'TERMS & CONDITIONS', the other terms below it.
 */
export function QuoteTerms({ terms }: { terms: readonly TTerm[] }) {
  const ordered = orderTerms(terms);
  const head = ordered.find((t) => t.label === TERMS_AND_CONDITIONS);
  const others = ordered.filter((t) => t !== head);
  return (
    <Box>
      <Table size="small" aria-label="Terms header" sx={{ '& td': { py: 1.25 } }}>
        <TableBody>
          <TableRow>
            <TableCell
              component="th"
              scope="row"
              sx={{
                width: { sm: 220 },
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {TERMS_AND_CONDITIONS}
            </TableCell>
            <TableCell sx={{ bgcolor: 'action.hover' }}>
              {head ? <TermValue term={head} /> : 'The carrier’s bill of lading terms apply.'}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {others.length > 0 && (
        <Table size="small" aria-label="Other terms" sx={{ mt: 1 }}>
          <TableBody>
            {others.map((term) => (
              <TableRow key={term.label} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { sm: 220 }, color: 'text.secondary', fontWeight: 600 }}
                >
                  {term.label}
                </TableCell>
                <TableCell>
                  <TermValue term={term} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
