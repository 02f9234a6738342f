-- Drift alarms: the CUSUM of the running setpoint's readings against their forecast (DriftCheck).
alter table process_alarm drop constraint ck_process_alarm_kind;
alter table process_alarm add constraint ck_process_alarm_kind
    check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE', 'DRIFT'));

-- Proposals that compensate a drift alarm (Campaign.compensate) carry their own selection rule.
alter table proposal drop constraint ck_proposal_selection_rule;
alter table proposal alter column selection_rule set data type varchar(32);
alter table proposal add constraint ck_proposal_selection_rule
    check (selection_rule in ('acquisition', 'fallback', 'offset-compensation'));
-- The drift a compensating proposal's forecast includes, so that the next alarm measures the drift from the model's
-- expectation before any of it.
alter table proposal add column drift_offset double precision default 0 not null;
