-- Drift alarms: the CUSUM of the running setpoint's readings against their forecast (DriftCheck).
alter table process_alarm drop constraint ck_process_alarm_kind;
alter table process_alarm add constraint ck_process_alarm_kind
    check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE', 'DRIFT'));
