import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useObservableState } from 'observable-hooks';
import type { PageSlug } from '../../../contract/shell';
import { strings } from '../../../contract/strings';
import { getContentPage$ } from '../../../streams/content/getContentPage$';
import { useDomainConfig } from '../../components/useDomainConfig';

/** OPEN-012: a footer page with the text its domain's operator set (blank lines separate paragraphs). */
export function ContentPage({ slug }: { slug: PageSlug }) {
  const domainId = useDomainConfig()?._id ?? '';
  const result = useObservableState(getContentPage$(domainId, slug));
  const paragraphs = result?.data?.body.split(/\n\s*\n/) ?? [];
  return (
    <Paper component="article" variant="outlined" sx={{ maxWidth: 820, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" fontWeight={700} gutterBottom>
        {strings.pageTitles[slug]}
      </Typography>
      {result === undefined && <CircularProgress aria-label={strings.loading} />}
      {result?.status === 'error' && result.data === undefined && <Typography role="alert">{result.error}</Typography>}
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} paragraph sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
    </Paper>
  );
}
