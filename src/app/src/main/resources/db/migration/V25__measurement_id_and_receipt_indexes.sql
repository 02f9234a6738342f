-- The newest GOOD readings (alarm watch, autopilot) and the readings a campaign has not been told yet are read by id
-- within a process, and what the plant delivered since a command by the time it was received. Without these indexes
-- both queries walked or sorted the process's whole history: at 40,000 readings they took about a third of the loop's
-- samples in a JFR profile (docs/benchmarks.md, "The loop's answer time through Kafka").
create index ix_measurement_process_id on measurement (process_id, id);
create index ix_measurement_process_received_id on measurement (process_id, received_at, id);
