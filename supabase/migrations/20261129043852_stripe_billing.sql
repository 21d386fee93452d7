-- Plans paid through Stripe. The checkout function creates a Stripe customer and Checkout Session for
-- a signed-in user and records both here; Stripe's events reach the stripe-webhook function, which
-- verifies their signature and hands each one to stripe_apply_event() below. That is the only path
-- by which a payment changes a plan: these tables are readable by their owner and writable by no
-- API role, and profiles.membership_tier stays unwritable through the API (apply_subscription is
-- service role only). Every event is applied once: its id is recorded in the same transaction.

create table public.billing_accounts (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  stripe_customer_id text not null unique check (stripe_customer_id ~ '^cus_[A-Za-z0-9]+$'),
  stripe_subscription_id text unique check (stripe_subscription_id ~ '^sub_[A-Za-z0-9]+$'),
  -- Stripe's subscription status (active, past_due, canceled …); null before the first payment.
  subscription_status text,
  -- The plan the subscription pays for and how often it renews.
  plan_tier text check (plan_tier in ('Basic', 'Advanced', 'Professional')),
  billing_interval text check (billing_interval in ('month', 'year')),
  current_period_end timestamptz,
  -- A downgrade (or the end of a cancelled plan: 'free') waiting for the end of the paid period.
  pending_tier text check (pending_tier in ('free', 'Basic', 'Advanced', 'Professional')),
  pending_from timestamptz,
  -- A renewal payment failed: the plan stays until grace_until, then returns to Free.
  payment_failed_at timestamptz,
  grace_until timestamptz,
  -- The creation time of the newest subscription event applied (Stripe delivers out of order).
  last_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((pending_tier is null) = (pending_from is null)),
  check ((payment_failed_at is null) = (grace_until is null))
);

create table public.billing_checkouts (
  -- Stripe's Checkout Session id.
  id text primary key check (id ~ '^cs_[A-Za-z0-9_]+$'),
  user_id uuid not null references public.profiles (id) on delete cascade,
  tier text not null check (tier in ('Basic', 'Advanced', 'Professional')),
  billing_interval text not null check (billing_interval in ('month', 'year')),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  payment_status text not null default 'unpaid' check (payment_status in ('paid', 'unpaid', 'no_payment_required')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index billing_checkouts_user_idx on public.billing_checkouts (user_id, created_at desc);

create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]+$'),
  type text not null,
  -- What applying it did: applied, or ignored and why (for whoever reads the log).
  outcome text not null,
  event_created timestamptz not null,
  received_at timestamptz not null default now()
);

alter table public.billing_accounts enable row level security;
alter table public.billing_checkouts enable row level security;
alter table public.stripe_events enable row level security;

revoke all on public.billing_accounts, public.billing_checkouts, public.stripe_events from anon, authenticated;
grant select on public.billing_accounts, public.billing_checkouts to authenticated;
grant select, insert, update, delete on public.billing_accounts, public.billing_checkouts, public.stripe_events
  to service_role;

create policy "Users read their own billing account"
  on public.billing_accounts for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users read their own checkouts"
  on public.billing_checkouts for select to authenticated
  using (user_id = (select auth.uid()));
-- Stripe's event log is for the service role (which bypasses RLS) and whoever reads the database.
create policy "Nobody reads Stripe events through the API"
  on public.stripe_events for select to authenticated
  using (false);

-- How long a plan survives a failed renewal payment before it returns to Free.
create function public.billing_grace_period() returns interval
language sql immutable
set search_path = ''
as $$ select interval '7 days' $$;
revoke execute on function public.billing_grace_period() from public, anon;
grant execute on function public.billing_grace_period() to authenticated, service_role;

-- Applies one verified Stripe event, once. p_tier is the plan of the subscription's price as the
-- webhook maps it from its configured price ids (null when the price is none of Canopy's). Runs as
-- its caller (the service role); returns what it did. A duplicate delivery returns 'duplicate' and
-- changes nothing; an event about something Canopy does not know is recorded as ignored.
create function public.stripe_apply_event(p_event jsonb, p_tier text default null) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_id text := p_event ->> 'id';
  v_type text := p_event ->> 'type';
  v_created timestamptz := to_timestamp((p_event ->> 'created')::bigint);
  v_object jsonb := p_event -> 'data' -> 'object';
  v_outcome text := 'applied';
  v_account public.billing_accounts;
  v_checkout public.billing_checkouts;
  v_current text;
  v_status text;
  v_end timestamptz;
begin
  if v_id is null or v_type is null or v_object is null or p_event ->> 'created' is null then
    raise exception 'Not a Stripe event' using errcode = '22023';
  end if;
  if p_tier is not null and p_tier not in ('Basic', 'Advanced', 'Professional') then
    raise exception 'Unknown tier: %', p_tier using errcode = '22023';
  end if;
  if exists (select 1 from public.stripe_events where id = v_id) then
    return 'duplicate';
  end if;

  if v_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded',
                'checkout.session.expired') then
    select * into v_checkout from public.billing_checkouts where id = v_object ->> 'id' for update;
    if not found then
      v_outcome := 'ignored: not a checkout Canopy created';
    elsif v_type = 'checkout.session.expired' then
      update public.billing_checkouts set status = 'expired' where id = v_checkout.id and status = 'open';
    else
      update public.billing_checkouts
         set status = 'complete', payment_status = coalesce(v_object ->> 'payment_status', 'unpaid'),
             completed_at = now()
       where id = v_checkout.id;
      if v_object ->> 'customer' is distinct from
         (select stripe_customer_id from public.billing_accounts where user_id = v_checkout.user_id) then
        v_outcome := 'ignored: the session is not for the customer Canopy made';
      elsif v_object ->> 'payment_status' = 'paid' then
        update public.billing_accounts
           set stripe_subscription_id = v_object ->> 'subscription', subscription_status = 'active',
               plan_tier = v_checkout.tier, billing_interval = v_checkout.billing_interval,
               pending_tier = null, pending_from = null, payment_failed_at = null, grace_until = null,
               updated_at = now()
         where user_id = v_checkout.user_id;
        -- The subscription's own event may have applied it already (Stripe's order is not fixed).
        if v_checkout.tier is distinct from (select membership_tier from public.profiles where id = v_checkout.user_id) then
          perform public.apply_subscription(v_checkout.user_id, v_checkout.tier);
        end if;
      else
        v_outcome := 'applied: payment pending';
      end if;
    end if;

  elsif v_type in ('customer.subscription.created', 'customer.subscription.updated',
                   'customer.subscription.deleted') then
    select * into v_account from public.billing_accounts
     where stripe_customer_id = v_object ->> 'customer' for update;
    if not found then
      v_outcome := 'ignored: unknown customer';
    elsif v_account.stripe_subscription_id is not null
          and v_account.stripe_subscription_id <> v_object ->> 'id' then
      v_outcome := 'ignored: not the customer''s current subscription';
    elsif v_account.last_event_at is not null and v_created < v_account.last_event_at then
      v_outcome := 'ignored: older than the state already applied';
    else
      select membership_tier into v_current from public.profiles where id = v_account.user_id;
      v_status := case when v_type = 'customer.subscription.deleted' then 'canceled' else v_object ->> 'status' end;
      v_end := to_timestamp((v_object -> 'items' -> 'data' -> 0 ->> 'current_period_end')::bigint);
      update public.billing_accounts
         set stripe_subscription_id = v_object ->> 'id', subscription_status = v_status,
             plan_tier = coalesce(p_tier, plan_tier),
             billing_interval = coalesce(v_object -> 'items' -> 'data' -> 0 -> 'price' -> 'recurring' ->> 'interval',
                                         billing_interval),
             current_period_end = coalesce(v_end, current_period_end),
             last_event_at = v_created, updated_at = now()
       where user_id = v_account.user_id;
      if v_status in ('canceled', 'unpaid', 'incomplete_expired')
         or coalesce((v_object ->> 'cancel_at_period_end')::boolean, false) then
        -- Ended or ending: back to Free when the paid period is over.
        update public.billing_accounts
           set pending_tier = 'free', pending_from = coalesce(v_end, now())
         where user_id = v_account.user_id;
      elsif v_status in ('active', 'trialing') then
        -- Paid again (or still): no grace period; a plan change takes effect by its direction.
        update public.billing_accounts
           set payment_failed_at = null, grace_until = null, pending_tier = null, pending_from = null
         where user_id = v_account.user_id;
        if p_tier is null then
          v_outcome := 'ignored: a price that is none of Canopy''s plans';
        elsif public.tier_rank(p_tier) > public.tier_rank(v_current) then
          perform public.apply_subscription(v_account.user_id, p_tier);
        elsif public.tier_rank(p_tier) < public.tier_rank(v_current) then
          update public.billing_accounts
             set pending_tier = p_tier, pending_from = coalesce(v_end, now())
           where user_id = v_account.user_id;
        end if;
      end if;
      perform public.billing_apply_due(now(), v_account.user_id);
    end if;

  elsif v_type in ('invoice.payment_failed', 'invoice.paid') then
    select * into v_account from public.billing_accounts
     where stripe_customer_id = v_object ->> 'customer' for update;
    if not found then
      v_outcome := 'ignored: unknown customer';
    elsif v_type = 'invoice.paid' then
      update public.billing_accounts set payment_failed_at = null, grace_until = null, updated_at = now()
       where user_id = v_account.user_id;
    elsif v_account.grace_until is not null then
      v_outcome := 'applied: already in its grace period';
    elsif v_account.plan_tier is null then
      v_outcome := 'ignored: no paid plan';
    else
      update public.billing_accounts
         set payment_failed_at = now(), grace_until = now() + public.billing_grace_period(), updated_at = now()
       where user_id = v_account.user_id
      returning * into v_account;
      perform public.create_notification(
        v_account.user_id, 'subscription', 'Payment failed',
        format('We could not take the payment for your %s plan. Update your card by %s to keep it; after that your plan returns to Free.',
               v_account.plan_tier, to_char(v_account.grace_until at time zone 'UTC', 'FMMonth FMDD, YYYY')),
        'subscription', '/solutions');
    end if;

  else
    v_outcome := 'ignored: not an event Canopy acts on';
  end if;

  insert into public.stripe_events (id, type, outcome, event_created) values (v_id, v_type, v_outcome, v_created);
  return v_outcome;
end
$$;
revoke execute on function public.stripe_apply_event(jsonb, text) from public, anon, authenticated;
grant execute on function public.stripe_apply_event(jsonb, text) to service_role;

-- What is due by p_now: a downgrade or cancellation at the end of its paid period, and a plan whose
-- failed payment's grace period ran out (back to Free). pg_cron runs it every five minutes; the
-- webhook runs it for one user right after an event (p_user_id). Returns how many plans changed.
create function public.billing_apply_due(p_now timestamptz default now(), p_user_id uuid default null)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_account public.billing_accounts;
  v_changed integer := 0;
begin
  for v_account in
    select * from public.billing_accounts
     where (pending_from <= p_now or grace_until <= p_now)
       and (p_user_id is null or user_id = p_user_id)
     for update
  loop
    if v_account.grace_until <= p_now then
      perform public.apply_subscription(v_account.user_id, 'free');
      update public.billing_accounts
         set payment_failed_at = null, grace_until = null, pending_tier = null, pending_from = null,
             plan_tier = null, updated_at = now()
       where user_id = v_account.user_id;
    else
      perform public.apply_subscription(v_account.user_id, v_account.pending_tier);
      update public.billing_accounts
         set pending_tier = null, pending_from = null,
             plan_tier = case when v_account.pending_tier = 'free' then null else v_account.pending_tier end,
             updated_at = now()
       where user_id = v_account.user_id;
    end if;
    v_changed := v_changed + 1;
  end loop;
  return v_changed;
end
$$;
revoke execute on function public.billing_apply_due(timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.billing_apply_due(timestamptz, uuid) to service_role;

select cron.schedule('billing-apply-due', '*/5 * * * *', 'select public.billing_apply_due()');
