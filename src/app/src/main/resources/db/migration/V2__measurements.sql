-- Raw plant measurements, one row per Kafka record. Values are stored in the order of the process's variables
-- at ingest time (comma-separated doubles: portable across H2 and PostgreSQL, exact round trip).
create sequence measurement_seq start with 1 increment by 50;

create table measurement (
    id               bigint           not null primary key,
    event_id         varchar(200)     not null,
    process_id       bigint           not null references process_definition (id) on delete cascade,
    source_time      timestamp with time zone not null,
    received_at      timestamp with time zone not null,
    setpoint_values  varchar(4000)    not null,
    environment_values varchar(4000),
    output_value     double precision not null,
    unit             varchar(40)      not null,
    quality          varchar(16)      not null,
    batch_id         varchar(200),
    constraint uk_measurement_event unique (event_id),
    constraint ck_measurement_quality check (quality in ('GOOD', 'UNCERTAIN', 'BAD'))
);

create index ix_measurement_process_time on measurement (process_id, source_time);
