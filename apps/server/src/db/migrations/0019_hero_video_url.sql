-- Hero videos are stored under a random key recorded here as its served URL (/img/home-videos/<uuid>.<ext>), no longer
-- under the entry's id. Entries uploaded before keep null: their file is still found under home-videos/<id>.<ext>
-- (media/hero-video-keys.ts), since only the storage, not this statement, knows whether it exists.
ALTER TABLE "home_section_entities" ADD COLUMN IF NOT EXISTS "video_url" text;
