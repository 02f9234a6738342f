-- Process chains: processes run one after the other on the same pieces (forging, then heat treatment); each later
-- stage receives the previous stage's measured output in one of its environmental variables. Readings of one piece
-- are joined across stages by their batch id.
create sequence process_chain_seq start with 1 increment by 50;

create table process_chain (
    id          bigint       not null primary key,
    name        varchar(120) not null,
    created_at  timestamp with time zone not null,
    constraint uk_process_chain_name unique (name)
);

create table process_chain_stage (
    chain_id           bigint       not null references process_chain (id) on delete cascade,
    position           integer      not null,
    process_id         bigint       not null references process_definition (id),
    upstream_variable  varchar(120),
    primary key (chain_id, position),
    constraint uk_process_chain_stage_process unique (chain_id, process_id)
);

-- The join of a piece's readings across stages.
create index ix_measurement_process_batch on measurement (process_id, batch_id);
