-- What a refit rests on (the usable readings seen, the campaign's settings, the definition), as a digest: an instance
-- refitting data another instance already fitted (a lease taken over, a restart) records no second iteration.
alter table campaign_iteration add column fit_key varchar(36);
