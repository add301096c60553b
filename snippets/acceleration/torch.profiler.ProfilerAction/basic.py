import torch
from torch.profiler import ProfilerAction, ProfilerActivity, profile, schedule

print(list(ProfilerAction))

# what the built-in schedule returns for each step
sched = schedule(wait=1, warmup=1, active=2, repeat=1)
print([sched(step).name for step in range(5)])


def every_third(step):
    # a hand-written schedule returns ProfilerAction values too
    if step % 3 == 0:
        return ProfilerAction.WARMUP
    if step % 3 == 1:
        return ProfilerAction.RECORD
    return ProfilerAction.RECORD_AND_SAVE


saved = []
with profile(activities=[ProfilerActivity.CPU], schedule=every_third,
             on_trace_ready=lambda p: saved.append(p.step_num)) as prof:
    for _ in range(6):
        torch.ones(4, 4) @ torch.ones(4, 4)
        prof.step()
print("on_trace_ready at steps:", saved)
