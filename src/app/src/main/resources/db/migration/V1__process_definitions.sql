-- Process definitions: what is controlled (design variables), what is only measured (environmental variables),
-- and what the output must hit (target within specification limits).
create sequence process_definition_seq start with 1 increment by 50;

create table process_definition (
    id                bigint         not null primary key,
    name              varchar(120)   not null,
    description       varchar(2000),
    output_name       varchar(120)   not null,
    output_unit       varchar(40)    not null,
    target_value      double precision not null,
    lower_spec_limit  double precision not null,
    upper_spec_limit  double precision not null,
    replicates        integer        not null,
    created_at        timestamp with time zone not null,
    updated_at        timestamp with time zone not null,
    version           bigint         not null,
    constraint uk_process_definition_name unique (name),
    constraint ck_process_limits check (lower_spec_limit < target_value and target_value < upper_spec_limit),
    constraint ck_process_replicates check (replicates >= 1)
);

create table process_design_variable (
    process_id   bigint           not null references process_definition (id) on delete cascade,
    position     integer          not null,
    name         varchar(120)     not null,
    unit         varchar(40)      not null,
    lower_bound  double precision not null,
    upper_bound  double precision not null,
    resolution   double precision,
    primary key (process_id, position),
    constraint ck_design_variable_bounds check (lower_bound < upper_bound)
);

create table process_environmental_variable (
    process_id   bigint        not null references process_definition (id) on delete cascade,
    position     integer       not null,
    name         varchar(120)  not null,
    unit         varchar(40)   not null,
    primary key (process_id, position)
);
