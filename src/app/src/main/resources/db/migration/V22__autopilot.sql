-- The supervised autopilot: per process, off until an engineer switches it on with limits. Limits per design
-- variable are stored in the process's variable order, like setpoints; the definition they were checked against is
-- pinned by variable_names, so a changed definition is noticed (the autopilot then hands back). The version fences
-- concurrent changes: of a person pausing and the autopilot applying or falling back at once, one commits.
create table autopilot (
    process_id              bigint           not null primary key references process_definition (id) on delete cascade,
    state                   varchar(16)      not null,
    variable_names          varchar(2000)    not null,
    lower_values            varchar(2000)    not null,
    upper_values            varchar(2000)    not null,
    max_step_values         varchar(2000)    not null,
    min_inside_spec         double precision not null,
    max_moves_per_hour      integer          not null,
    hand_back_after_moves   integer,
    hand_back_at            timestamp with time zone,
    max_miss_sigma          double precision not null,
    start_values            varchar(2000),
    moves_applied           integer          not null,
    switched_on_by          varchar(120)     not null,
    switched_on_at          timestamp with time zone not null,
    state_reason            varchar(2000)    not null,
    changed_by              varchar(120)     not null,
    changed_at              timestamp with time zone not null,
    version                 bigint           not null,
    constraint ck_autopilot_state check (state in ('OFF', 'ON', 'PAUSED', 'SUSPENDED')),
    constraint ck_autopilot_inside_spec check (min_inside_spec >= 0 and min_inside_spec <= 1),
    constraint ck_autopilot_moves check (max_moves_per_hour >= 1 and moves_applied >= 0),
    constraint ck_autopilot_miss check (max_miss_sigma > 0)
);

-- Every change of an autopilot and every proposal it applied or held: who (a user, or 'autopilot'), what, why.
create sequence autopilot_event_seq start with 1 increment by 50;

create table autopilot_event (
    id            bigint         not null primary key,
    process_id    bigint         not null references process_definition (id) on delete cascade,
    happened_at   timestamp with time zone not null,
    actor         varchar(120)   not null,
    kind          varchar(16)    not null,
    proposal_id   bigint,
    detail        varchar(2000)  not null,
    constraint ck_autopilot_event_action check (kind in ('SWITCHED_ON', 'PAUSED', 'RESUMED', 'SWITCHED_OFF',
        'HANDED_BACK', 'APPLIED', 'HELD', 'FELL_BACK'))
);

create index ix_autopilot_event_process on autopilot_event (process_id, happened_at);

-- Why the autopilot left an open proposal to a person (a failed limit); null for proposals it never considered.
alter table proposal add column autopilot_hold varchar(1000);

-- The autopilot's alarms: a fallback, or a hand-back that puts a person in charge again.
alter table process_alarm drop constraint ck_process_alarm_kind;
alter table process_alarm add constraint ck_process_alarm_kind
    check (kind in ('FORECAST_MISSES', 'RUN_RULE', 'OUT_OF_TOLERANCE', 'DRIFT', 'AUTOPILOT'));
