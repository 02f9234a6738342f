-- A process's newest readings (alarm watch, run charts, forecasts, the measurements API) are read by walking this
-- index backwards from the newest and stopping after the page (MeasurementEntity.newestFirst()): with the id last it
-- orders readings of equal source time too, so neither H2 nor PostgreSQL sorts the process's whole history per query.
create index ix_measurement_process_time_id on measurement (process_id, source_time, id);
drop index ix_measurement_process_time;
