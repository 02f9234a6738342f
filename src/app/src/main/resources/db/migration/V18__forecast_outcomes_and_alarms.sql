-- Honest forecasts: what the plant delivered at an approved proposal's setpoint against what the proposal predicted.
-- One outcome per proposal: the unique constraint settles two instances judging the same proposal at once.
create sequence forecast_outcome_seq start with 1 increment by 50;

create table forecast_outcome (
    id                bigint           not null primary key,
    proposal_id       bigint           not null references proposal (id) on delete cascade,
    process_id        bigint           not null references process_definition (id) on delete cascade,
    predicted_mean    double precision not null,
    epistemic_sd      double precision not null,
    aleatoric_sd      double precision not null,
    replicates        integer          not null,
    reading_sd        double precision not null,
    mean_sd           double precision not null,
    delivered_mean    double precision not null,
    miss_sigma        double precision not null,
    inside_interval   boolean          not null,
    measured_until    timestamp with time zone not null,
    recorded_at       timestamp with time zone not null,
    constraint uk_forecast_outcome_proposal unique (proposal_id),
    constraint ck_forecast_outcome_replicates check (replicates >= 1)
);

create index ix_forecast_outcome_process on forecast_outcome (process_id, recorded_at);

-- Alarms per process until a person acknowledges them. open_kind is the kind while unacknowledged and null after:
-- the unique (process_id, open_kind) keeps one open alarm per kind and process on any database (nulls are distinct
-- in unique constraints on H2 and PostgreSQL alike), without a partial index H2 lacks.
create sequence process_alarm_seq start with 1 increment by 50;

create table process_alarm (
    id                  bigint         not null primary key,
    process_id          bigint         not null references process_definition (id) on delete cascade,
    kind                varchar(32)    not null,
    open_kind           varchar(32),
    raised_at           timestamp with time zone not null,
    message             varchar(2000)  not null,
    acknowledged_by     varchar(120),
    acknowledged_at     timestamp with time zone,
    acknowledge_reason  varchar(2000),
    constraint ck_process_alarm_kind check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE')),
    constraint ck_process_alarm_open check ((open_kind is null) = (acknowledged_at is not null)),
    constraint uk_process_alarm_open unique (process_id, open_kind)
);

create index ix_process_alarm_process on process_alarm (process_id, raised_at);
