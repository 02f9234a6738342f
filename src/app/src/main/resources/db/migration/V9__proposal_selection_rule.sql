-- Which rule chose a proposal: the campaign's acquisition, or its fallback when the acquisition was flat (no
-- candidate could improve on the incumbent under the model), with the reason in words and how many proposals in a
-- row, this one included, came from the fallback. Existing rows were all chosen by the acquisition.
alter table proposal add column selection_rule varchar(16) default 'acquisition' not null;
alter table proposal add column selection_reason varchar(1000) default '' not null;
alter table proposal add column fallback_streak integer default 0 not null;
alter table proposal add constraint ck_proposal_selection_rule check (selection_rule in ('acquisition', 'fallback'));
alter table proposal add constraint ck_proposal_fallback_streak check (fallback_streak >= 0);
