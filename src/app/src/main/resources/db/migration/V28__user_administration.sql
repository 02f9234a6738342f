-- Users an administrator can disable without removing them (and their trail), when each last signed in, and where
-- each signs in: with a password kept here (PASSWORD) or at the plant's identity provider (OIDC, no password here,
-- the role taken from the provider's token at every sign-in).
alter table app_user add column disabled boolean default false not null;
alter table app_user add column last_sign_in_at timestamp with time zone;
alter table app_user add column source varchar(8) default 'PASSWORD' not null;
alter table app_user alter column password_hash drop not null;
alter table app_user add constraint ck_app_user_source check (source in ('PASSWORD', 'OIDC'));
alter table app_user add constraint ck_app_user_password check (source = 'OIDC' or password_hash is not null);

-- Every change to the users: who changed whom, how and when (the users' audit trail).
create sequence user_event_seq start with 1 increment by 50;

create table user_event (
    id           bigint        not null primary key,
    happened_at  timestamp with time zone not null,
    actor        varchar(120)  not null,
    action       varchar(16)   not null,
    username     varchar(120)  not null,
    detail       varchar(200)  not null,
    constraint ck_user_event_action check (action in ('CREATED', 'ROLE_CHANGED', 'DISABLED', 'ENABLED', 'REMOVED',
        'PROVISIONED'))
);
create index ix_user_event_happened_at on user_event (happened_at desc, id desc);
