-- One optimisation campaign per process: which model and acquisition propose its setpoints.
create table campaign (
    process_id        bigint        not null primary key references process_definition (id) on delete cascade,
    surrogate_kind    varchar(40)   not null,
    acquisition_kind  varchar(40)   not null,
    batch_size        integer       not null,
    active            boolean       not null,
    model_version     integer       not null,
    updated_at        timestamp with time zone not null,
    constraint ck_campaign_batch_size check (batch_size between 1 and 20)
);

-- Every refit leaves a trace: the incumbent E_min against iteration is the campaign's convergence history.
create sequence campaign_iteration_seq start with 1 increment by 50;

create table campaign_iteration (
    id                 bigint           not null primary key,
    process_id         bigint           not null references process_definition (id) on delete cascade,
    model_version      integer          not null,
    fitted_at          timestamp with time zone not null,
    design_points      integer          not null,
    measurements       integer          not null,
    incumbent_error    double precision not null,
    incumbent_values   varchar(4000)    not null,
    fit_millis         bigint           not null
);

create index ix_campaign_iteration_process on campaign_iteration (process_id, model_version);

create sequence proposal_seq start with 1 increment by 50;

create table proposal (
    id                        bigint           not null primary key,
    process_id                bigint           not null references process_definition (id) on delete cascade,
    created_at                timestamp with time zone not null,
    status                    varchar(16)      not null,
    setpoint_values           varchar(4000)    not null,
    predicted_mean            double precision not null,
    epistemic_sd              double precision not null,
    aleatoric_sd              double precision not null,
    expected_squared_error    double precision not null,
    inside_spec_probability   double precision not null,
    acquisition_kind          varchar(40)      not null,
    acquisition_value         double precision not null,
    incumbent_error           double precision not null,
    incumbent_values          varchar(4000)    not null,
    model_version             integer          not null,
    decided_by                varchar(120),
    decided_at                timestamp with time zone,
    decision_reason           varchar(2000),
    constraint ck_proposal_status check (status in ('OPEN', 'APPROVED', 'REJECTED', 'SUPERSEDED'))
);

create index ix_proposal_process on proposal (process_id, created_at);
