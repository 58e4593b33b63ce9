import { describe, expect, it } from 'vitest';
import { sniff } from '../src/media/sniff';
import { isoBmffProblem, webmProblem } from '../src/media/video-structure';
import { HttpError } from '../src/lib/http-error';
import { box, ebml, ftyp, moov, mp4Head, mvhd, noise, trak, webmFile, webmHeader } from './fixtures/video';
import { multipartBody, tempDir } from './fixtures/media';
import { RECORDED_MP4, RECORDED_WEBM } from './fixtures/recorded-videos';
import { setupApp } from './helper';

const MB = 1024 * 1024;

/** The 415 a sniff refuses with, or the value it accepted. */
async function judged(bytes: Buffer) {
  try {
    return await sniff(bytes, { videos: true });
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
}

/** Issue 27 point 7: a video must be laid out as one, not only start with an `ftyp` box or an EBML header. */
describe('video uploads: the container is parsed', () => {
  it('should accept a whole MP4, a fragmented-style MP4 with media after the movie box, and a WebM as MediaRecorder writes it', async () => {
    expect(await judged(Buffer.concat([mp4Head(), noise(4096)]))).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
    });
    // moov after mdat (a file not made "fast start") is as valid.
    const late = Buffer.concat([ftyp(), box('mdat', noise(2048)), box('free'), moov()]);
    expect(await judged(late)).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
    const quicktime = Buffer.concat([
      box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1')),
      box('wide'),
      box('mdat', noise(100)),
      moov(),
    ]);
    expect(await judged(quicktime)).toEqual({ kind: 'video', mime: 'video/quicktime', ext: 'mov' });
    expect(await judged(webmFile())).toEqual({ kind: 'video', mime: 'video/webm', ext: 'webm' });
  });

  it('should accept what a real encoder wrote (Chromium MediaRecorder: fragmented MP4, WebM), and refuse it cut short', async () => {
    expect(await judged(RECORDED_MP4)).toEqual({ kind: 'video', mime: 'video/mp4', ext: 'mp4' });
    expect(await judged(RECORDED_WEBM)).toEqual({ kind: 'video', mime: 'video/webm', ext: 'webm' });
    expect(await judged(RECORDED_MP4.subarray(0, RECORDED_MP4.length - 100))).toMatchObject({ status: 415 });
    // Its movie box, with random bytes in place of everything after it, is not a video either.
    const moovEnd = 36 + RECORDED_MP4.readUInt32BE(36);
    expect(await judged(Buffer.concat([RECORDED_MP4.subarray(0, moovEnd), noise(MB)]))).toMatchObject({ status: 415 });
  });

  it('should refuse 19 MB of random bytes behind an ftyp box with 415 and a message that says why', async () => {
    const fake = Buffer.concat([ftyp(), noise(19 * MB)]);
    const started = performance.now();
    const res = await judged(fake);
    expect(res).toMatchObject({ status: 415 });
    expect((res as { message: string }).message).toMatch(
      /^This file starts like an MP4 video but is not one: .+; upload an MP4.*QuickTime video$/,
    );
    // Judged from its first boxes, not by reading 19 MB.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('should name what an MP4 lacks: a movie box, its header, a track, or boxes that do not cover the file', () => {
    const mdat = box('mdat', noise(64));
    expect(isoBmffProblem(Buffer.concat([ftyp(), mdat]))).toBe("it has no movie box ('moov')");
    expect(isoBmffProblem(Buffer.concat([ftyp(), moov(trak()), mdat]))).toBe(
      "its movie box has no movie header ('mvhd')",
    );
    expect(isoBmffProblem(Buffer.concat([ftyp(), moov(mvhd()), mdat]))).toBe("its movie box has no track ('trak')");
    expect(isoBmffProblem(Buffer.concat([ftyp(), moov(mvhd(), box('trak', box('tkhd'))), mdat]))).toBe(
      "a track has no media box ('mdia')",
    );
    expect(isoBmffProblem(Buffer.concat([ftyp(), moov(box('mvhd', Buffer.alloc(20)), trak())]))).toBe(
      "its movie header ('mvhd') is cut short",
    );
    expect(isoBmffProblem(Buffer.concat([ftyp(), moov(), moov(), mdat]))).toBe(
      "it has more than one movie box ('moov')",
    );
    // A whole file cut short: its last box claims more than is there.
    const whole = Buffer.concat([ftyp(), moov(), mdat]);
    expect(isoBmffProblem(whole)).toBeUndefined();
    expect(isoBmffProblem(whole.subarray(0, whole.length - 10))).toMatch(
      /the box 'mdat' at byte \d+ runs past the end of the file/,
    );
    expect(isoBmffProblem(Buffer.concat([whole, Buffer.from([1, 2, 3])]))).toBe(
      'it ends with 3 stray bytes after its last box',
    );
    // A child that claims more than its parent holds.
    const liar = box('moov', mvhd(), trak());
    liar.writeUInt32BE(9999, 8 + mvhd().length + 0);
    expect(isoBmffProblem(Buffer.concat([ftyp(), liar]))).toMatch(
      /the box 'trak' at byte \d+ runs past the end of its parent/,
    );
    // Size 0 ("to the end of the file") is for the last top-level box only.
    const zeroInside = box('moov', mvhd(), trak());
    zeroInside.writeUInt32BE(0, 8);
    expect(isoBmffProblem(Buffer.concat([ftyp(), zeroInside]))).toBe("the box 'mvhd' at byte 40 has no size");
  });

  it('should name what a WebM lacks: a Segment, its Info and Tracks before the first Cluster, a readable element', () => {
    expect(webmProblem(webmFile())).toBeUndefined();
    expect(webmProblem(Buffer.concat([webmHeader(), noise(MB)]))).toMatch(/has no Segment|has no readable|runs past/);
    const noTracks = Buffer.concat([
      webmHeader(),
      ebml([0x18, 0x53, 0x80, 0x67], ebml([0x15, 0x49, 0xa9, 0x66], Buffer.alloc(4))),
    ]);
    expect(webmProblem(noTracks)).toBe('its Segment has no Tracks before its first Cluster');
    const matroska = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('matroska', 'latin1')));
    expect(webmProblem(matroska)).toBe('its EBML header names the document type matroska, not webm');
    const randomCluster = Buffer.concat([webmHeader(), ebml([0x18, 0x53, 0x80, 0x67], noise(4096), true)]);
    expect(webmProblem(randomCluster)).toBeDefined();
  });

  it('should answer 415 to an upload of random bytes behind an ftyp box, and 200 to a whole MP4', async () => {
    // 2 MB rather than 19: the parser's refusal of 19 MB is proved above; this proves the upload route asks it.
    const t = await setupApp({ dataDir: tempDir('mise-video-sniff-'), uploadLimit: 4 * MB });
    const body = multipartBody('file', {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      bytes: Buffer.concat([ftyp(), noise(2 * MB)]),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().error.message).toMatch(/starts like an MP4 video but is not one/);
    const good = multipartBody('file', {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      bytes: Buffer.concat([mp4Head(), noise(MB)]),
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      headers: { ...t.auth(), ...good.headers },
      payload: good.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()[0]).toMatchObject({ fileType: 'video', contentType: 'video/mp4' });
  });
});
