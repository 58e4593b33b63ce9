-- When a job's whole operation was undone (POST /changes/revert of its operation, at once or as an undo job): the
-- Jobs screen then offers its Undo no more, where a second one could only meet a 409 (jobs/job-rows.ts markUndone).
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS undone timestamptz;
