-- People who sign in to the console and the API: a bcrypt hash (Modular Crypt Format, never the password) and one
-- role level each; higher levels include the lower ones (see io.targetwise.security.Role).
create sequence app_user_seq start with 1 increment by 50;

create table app_user (
    id             bigint        not null primary key,
    username       varchar(120)  not null,
    password_hash  varchar(100)  not null,
    role           varchar(16)   not null,
    created_at     timestamp with time zone not null,
    constraint uk_app_user_username unique (username),
    constraint ck_app_user_role check (role in ('OPERATOR', 'ENGINEER', 'ADMIN'))
);
