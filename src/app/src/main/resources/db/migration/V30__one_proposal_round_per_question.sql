-- One round of proposals per question asked of a campaign: the question is a digest of the request (kind, count)
-- and of what the answer rests on (readings seen, settings, definition, space searched), so two instances synced to
-- the same data ask the same one. A round may follow another for the same question only once that one is fully
-- decided: a second request meanwhile (another instance after a takeover, a retry) is refused here, across
-- instances, and answered with the round already made. Null for the proposals stored before this migration.
alter table proposal add column round_question varchar(64);
alter table proposal add column round_number integer;
alter table proposal add column round_rank integer;
alter table proposal add constraint uk_proposal_round
    unique (process_id, round_question, round_number, round_rank);
