import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { newYorkWallTimeToIso } from '@mise/contracts/common/new-york-time';
import type { THomeEntry } from '@mise/contracts/resources/home-section';
import { ScheduleAtField } from '../../components/resource/schedule/schedule-at-field';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { HOME_TABS } from './home-tabs';

function PreviewCard({ entry }: { entry: THomeEntry }) {
  const name = entry.name ?? entry.subject?.name ?? '';
  return (
    <Card sx={{ width: 200, flex: '0 0 auto' }} component="li" aria-label={name}>
      {entry.videoUrl ? (
        <CardMedia component="video" src={entry.videoUrl} controls muted sx={{ height: 112 }} />
      ) : entry.subject?.picture ? (
        <CardMedia
          component="img"
          src={`${entry.subject.picture}?w=300`}
          alt=""
          sx={{ height: 112, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ height: 112, bgcolor: 'action.hover' }} />
      )}
      <CardContent sx={{ p: 1 }}>
        <Typography variant="subtitle2">{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.destination?.name ?? ''}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Read-only preview of the public home (issue 16 point 4): the eight sections in the public order with each shown
 * entry's picture (or video), name and city (GET homeSections/preview); entries the public would not show are counted.
 * 'As it will be on' (a New York time, kept in the address as `?at=`) shows the page with the schedules due by then.
 */
export function HomePreview() {
  const [params, setParams] = useSearchParams();
  const wall = params.get('at') ?? '';
  const at = wall ? (newYorkWallTimeToIso(wall) ?? undefined) : undefined;
  const preview = useQuery(client.homeSection.preview.options({ query: { at } }));
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component={Link} to="/dashboard/home/videos" startIcon={<ArrowBackIcon />}>
          Back to sections
        </Button>
        <Typography variant="h5" component="h1">
          Home preview
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, maxWidth: 520 }}>
        <ScheduleAtField
          label="As it will be on (New York time)"
          required={false}
          value={wall}
          onChange={(next) => setParams(next ? { at: next } : {}, { replace: true })}
        />
        <Button onClick={() => setParams({}, { replace: true })} disabled={!wall}>
          Now
        </Button>
      </Stack>
      {preview.isPending && <CircularProgress aria-label="Loading preview" />}
      {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      {preview.data?.map((section) => (
        <Box component="section" key={section.id} aria-label={section.name} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {section.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {HOME_TABS.find((t) => t.slug === section.slug)?.label}
            {section.hidden > 0 && ` · ${section.hidden} not shown (unpublished, removed or without a video)`}
          </Typography>
          {section.entries.length === 0 ? (
            <Typography color="text.secondary">Nothing to show.</Typography>
          ) : (
            <Stack
              direction="row"
              spacing={1}
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, overflowX: 'auto' }}
            >
              {section.entries.map((entry) => (
                <PreviewCard key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Box>
  );
}
