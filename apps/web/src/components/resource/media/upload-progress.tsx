import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';

export type TUploadProgressProps = {
  /** 0–100 while a file is sent; null when none is. */
  progress: number | null;
  /** What the upload goes to ('Sell video'): the bar is named 'Upload progress, {name}'. */
  name: string;
  sx?: SxProps<Theme>;
};

/**
 * The progress bar of the upload running, if any.
 * @example
 * <UploadProgress progress={progress} name="Animation files" />
 */
export function UploadProgress({ progress, name, sx = { mb: 2 } }: TUploadProgressProps) {
  if (progress === null) return null;
  return <LinearProgress variant="determinate" value={progress} aria-label={`Upload progress, ${name}`} sx={sx} />;
}
