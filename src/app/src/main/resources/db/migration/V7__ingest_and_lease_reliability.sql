-- Source records already dead-lettered (broker acknowledged), so a batch delivered again after a crash does not send
-- their dead letters twice. The digest of key and value tells a replay from a new record at a reused offset (a
-- topic deleted and created again).
create table dead_letter (
    source_topic      varchar(249)  not null,
    source_partition  integer       not null,
    source_offset     bigint        not null,
    record_digest     varchar(64)   not null,
    kind              varchar(32)   not null,
    dead_lettered_at  timestamp with time zone not null,
    primary key (source_topic, source_partition, source_offset)
);

-- Fencing token of a campaign lease: raised each time an instance takes the lease over, so an instance whose lease
-- expired and was taken cannot store proposals or refits any more.
alter table campaign_lease add column generation bigint default 0 not null;
