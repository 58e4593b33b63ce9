import { cityResource } from '@mise/contracts/resources/city';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { TOAST_HIDE_MS } from '@mise/contracts/common/messages';
import type { THomeEntry } from '@mise/contracts/resources/home-section';
import { useToast } from '../../components/resource/feedback/toast';
import { calls } from '@mise/contracts/calls';
import { uploadWithProgress } from '../../components/resource/media/upload';
import { UploadButton } from '../../components/resource/media/upload-button';
import { ReferenceSelect } from '../../components/resource/reference/reference-select';
import type { TReferenceOption } from '../../components/resource/reference/use-reference-options';
import { errorMessage } from '../../lib/api-client';

/** What the file chooser offers; the server decides by the bytes (part 2 §5: hero videos accept video files). */
const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime';

type TUploading = { key: number; name: string; percent: number; error?: string };

/**
 * Hero video upload (part 2 §5): a city, then one or several video files, each POSTed on its own
 * (POST homeSections/{id}/videos?destinationId=, multipart) with its own progress bar; each answer is the section's
 * entries, which replace the list. A refused file (415 not a video, 413 too big) is toasted and stays listed with the
 * server's words.
 * @example
 * <VideoUpload sectionId={1} onEntries={setEntries} />
 */
export function VideoUpload({
  sectionId,
  onEntries,
}: {
  sectionId: number;
  onEntries: (entries: THomeEntry[]) => void;
}) {
  const toast = useToast();
  const [city, setCity] = useState<TReferenceOption | null>(null);
  const [uploads, setUploads] = useState<TUploading[]>([]);
  // One toast shows at a time: a file that lands just after another was refused must not hide why it was.
  const refusedAt = useRef(0);
  const change = (key: number, patch: Partial<TUploading>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const upload = (file: File) => {
    if (!city) return;
    const key = Date.now() + Math.random();
    setUploads((all) => [...all, { key, name: file.name, percent: 0 }]);
    const form = new FormData();
    form.append('file', file, file.name);
    uploadWithProgress(calls.homeSection.uploadVideo, {
      params: { id: sectionId },
      query: { destinationId: city.id },
      body: form,
      onProgress: (percent) => change(key, { percent }),
    })
      .then((entries) => {
        onEntries(entries);
        setUploads((all) => all.filter((u) => u.key !== key));
        if (Date.now() - refusedAt.current > TOAST_HIDE_MS) toast.success('Item added successfully');
      })
      .catch((error: unknown) => {
        const reason = errorMessage(error, 'Upload failed');
        change(key, { error: reason });
        refusedAt.current = Date.now();
        // The server's answer says why (413: the size limit; 415: not a video, and which formats are taken).
        toast.error(`${file.name}: ${reason}`);
      });
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ReferenceSelect resource={cityResource} value={city} onChange={setCity} label="City of the video" />
        <UploadButton
          label="Upload videos"
          inputLabel="Upload videos"
          accept={VIDEO_ACCEPT}
          multiple
          disabled={!city}
          onFile={upload}
        />
      </Stack>
      {!city && (
        <Typography variant="body2" color="text.secondary">
          Choose the city the videos show, then upload one or several video files.
        </Typography>
      )}
      {uploads.map((u) =>
        u.error ? (
          <Alert key={u.key} severity="error" onClose={() => setUploads((all) => all.filter((x) => x.key !== u.key))}>
            {u.name}: {u.error}
          </Alert>
        ) : (
          <Stack key={u.key} spacing={0.5}>
            <Typography variant="body2">{u.name}</Typography>
            <LinearProgress variant="determinate" value={u.percent} aria-label={`Uploading ${u.name}`} />
          </Stack>
        ),
      )}
    </Stack>
  );
}
