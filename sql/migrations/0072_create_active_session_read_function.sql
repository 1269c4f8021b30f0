-- A request's session check in one round trip whose plan Postgres keeps for the connection: the
-- same join sent as text cost about 0.4 ms to plan on every request, three times what it costs to
-- run, and every signed-in request makes it (docs/benchmarks.md, "The session check planned once").
-- The user columns are those of userColumns (sql/src/queries/users.ts), named as the API reads
-- them; points used in another month count as none, as aiPointsUsedThisMonth says.
create function active_session_read(p_token_hash bytea, p_absolute_days int)
returns table (
  "sessionId" uuid, remember boolean, "lastActive" timestamptz, "contentVersion" bigint,
  id uuid, email citext, username citext, "fullName" text, "googleId" text, role text, status text,
  plan text, "proExpiresOn" date, "preferredDefinitionLanguages" text[], "monthlyAiUsagePoints" int,
  level int, "createdAt" timestamptz, "lastLoginAt" timestamptz
)
language plpgsql stable as $$
begin
  return query
  select s.id, s.remember, s.last_active,
    coalesce((select v.version from user_content_versions v where v.user_id = s.user_id), 0),
    u.id, u.email, u.username, u.full_name, u.google_id, u.role, u.status, u.plan, u.pro_expires_on,
    u.preferred_definition_languages,
    case when u.ai_usage_month is null or u.ai_usage_month = (date_trunc('month', now() at time zone 'utc'))::date
      then u.monthly_ai_usage_points else 0 end,
    u.level, u.created_at, u.last_login_at
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = p_token_hash and s.valid and s.expires_at > now()
    and s.created_at > now() - make_interval(days => p_absolute_days)
    and u.deleted_at is null;
end
$$;
