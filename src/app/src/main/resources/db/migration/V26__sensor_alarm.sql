-- An alarm when the newest readings repeat exactly or spread implausibly little against the process's noise: a frozen
-- or stuck sensor. The autopilot falls back on it.
alter table process_alarm drop constraint ck_process_alarm_kind;
alter table process_alarm add constraint ck_process_alarm_kind
    check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE', 'DRIFT', 'AUTOPILOT', 'NOT_FOLLOWING',
                    'SENSOR'));
