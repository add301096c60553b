import torch
from torch.profiler import ProfilerActivity, profile, schedule

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 跳过 1 步，预热 1 步，记录 2 步；这个周期重复两次
sched = schedule(wait=1, warmup=1, active=2, repeat=2)
print([sched(step).name for step in range(9)])

model = torch.nn.Linear(8, 8).to(device)
x = torch.randn(4, 8, device=device)


def on_ready(prof):
    # 每个 active 阶段结束时调用
    mm = [e.count for e in prof.key_averages() if e.key == "aten::linear"]
    print(f"trace ready at step {prof.step_num}: aten::linear x{mm[0]}")


with profile(activities=[ProfilerActivity.CPU], schedule=sched, on_trace_ready=on_ready) as prof:
    for _ in range(10):
        model(x)
        prof.step()  # 告诉 profiler 一个训练步已经结束
