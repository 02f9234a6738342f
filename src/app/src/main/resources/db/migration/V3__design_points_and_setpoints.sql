-- Replicate statistics per setpoint, updated as measurements arrive (bad-quality readings excluded).
create sequence design_point_seq start with 1 increment by 50;

create table design_point (
    id                        bigint           not null primary key,
    process_id                bigint           not null references process_definition (id) on delete cascade,
    setpoint_key              varchar(4000)    not null,
    setpoint_values           varchar(4000)    not null,
    replicates                bigint           not null,
    mean_output               double precision not null,
    sum_squared_deviations    double precision not null,
    first_measured_at         timestamp with time zone not null,
    last_measured_at          timestamp with time zone not null,
    constraint uk_design_point unique (process_id, setpoint_key)
);

-- Setpoint commands sent to the plant (approved proposals and reverts): the audit trail and the outbox in one.
create sequence setpoint_command_seq start with 1 increment by 50;

create table setpoint_command (
    id              bigint         not null primary key,
    command_id      varchar(64)    not null,
    process_id      bigint         not null references process_definition (id) on delete cascade,
    kind            varchar(16)    not null,
    proposal_id     bigint,
    setpoint_values varchar(4000)  not null,
    issued_by       varchar(120)   not null,
    issued_at       timestamp with time zone not null,
    reason          varchar(2000)  not null,
    published_at    timestamp with time zone,
    constraint uk_setpoint_command unique (command_id),
    constraint ck_setpoint_command_kind check (kind in ('APPROVED', 'REVERT'))
);

create index ix_setpoint_command_process on setpoint_command (process_id, issued_at);
