-- An e-mail is unique among live users only (issue 32 point 5): a trashed user never blocks a new account with the
-- same address; restoring one whose address was taken since is refused with the e-mail's unique message.
DROP INDEX IF EXISTS users_email_idx;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS users_email_idx ON users (email) WHERE deleted = false;
