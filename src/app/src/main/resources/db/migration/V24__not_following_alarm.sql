-- An alarm when the plant's readings since the latest published command report another setpoint: a stuck actuator,
-- a command lost at the plant's end, or a change by hand. The autopilot falls back on it.
alter table process_alarm drop constraint ck_process_alarm_kind;
alter table process_alarm add constraint ck_process_alarm_kind
    check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE', 'DRIFT', 'AUTOPILOT', 'NOT_FOLLOWING'));
