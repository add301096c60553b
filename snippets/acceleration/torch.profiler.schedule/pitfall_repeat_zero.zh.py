import torch
from torch.profiler import ProfilerActivity, profile, schedule

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(8, 8).to(device)
x = torch.randn(4, 8, device=device)

# repeat=0（默认）：wait/warmup/active 周期一直重复，直到循环结束
with profile(
    activities=[ProfilerActivity.CPU],
    schedule=schedule(wait=1, warmup=1, active=2),
) as prof:
    for _ in range(8):  # 两个完整周期，共 4 个 active 步
        model(x)
        prof.step()

count = next(e.count for e in prof.key_averages() if e.key == "aten::linear")
print("aten::linear calls reported:", count)  # 只有最后一个周期的 2 次
