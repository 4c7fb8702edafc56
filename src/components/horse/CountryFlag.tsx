import Box from '@mui/material/Box';
import { countryFlagUrl } from '../../../streams/horse/countryCode';

/** HORSE-03 OPEN-069: a small flag for the countries that have one; the others show their name alone. */
export function CountryFlag({ cname }: { cname: string }) {
  const url = countryFlagUrl(cname);
  if (url === null) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      data-flag={cname}
      sx={{ width: 20, height: 14, objectFit: 'cover', borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }}
    />
  );
}
