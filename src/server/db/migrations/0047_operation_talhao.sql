-- An operation's own treated plot (talhão), drawn by the office (issue 39); without one the
-- property's boundary is the plot the coverage audit, the Art. 10 distances and the croqui use.
ALTER TABLE "operations" ADD COLUMN "talhao" jsonb;