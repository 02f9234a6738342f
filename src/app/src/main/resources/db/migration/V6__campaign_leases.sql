-- Campaign work for a process (refits, proposals) runs on one application instance at a time: the holder of the
-- process's lease. A lease expires, so an instance that dies cannot block a process for longer than its duration.
create table campaign_lease (
    process_id  bigint        not null primary key references process_definition (id) on delete cascade,
    owner       varchar(120)  not null,
    expires_at  timestamp with time zone not null
);

alter table proposal add column created_by varchar(120);
update proposal set created_by = 'unknown' where created_by is null;
alter table proposal alter column created_by set not null;
