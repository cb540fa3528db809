import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Stack, Typography } from '@mui/material';
import { countryName, type TSessionUser } from '@portal/domain';
import { SectionCard } from './section-card.tsx';

export function CompanyCard({ company }: { company: TSessionUser['company'] }) {
  const place = company
    ? [company.city, company.countryCode && countryName(company.countryCode)].filter(Boolean).join(', ')
    : '';
  return (
    <SectionCard title="Company" icon={ApartmentRounded}>
      {company ? (
        <Stack spacing={0.75}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {company.name}
          </Typography>
          {place && (
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
              <Typography variant="body2">{place}</Typography>
            </Stack>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          You are not linked to a customer company.
        </Typography>
      )}
    </SectionCard>
  );
}
