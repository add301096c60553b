import torch
from torch.profiler import ProfilerActivity, profile, record_function

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.ReLU()).to(device)
x = torch.randn(8, 16, device=device)

activities = [ProfilerActivity.CPU]
if device.type == "cuda":
    activities.append(ProfilerActivity.CUDA)

with profile(activities=activities, record_shapes=True) as prof:
    with record_function("forward_pass"):  # 自己命名的一段区间
        model(x).sum()

# 等 with 块退出后再读取结果。
averages = prof.key_averages()
names = {e.key for e in averages}
for op in ["forward_pass", "aten::linear", "aten::relu", "aten::sum"]:
    print(op, op in names)
print("linear calls:", next(e.count for e in averages if e.key == "aten::linear"))

# 表格里有耗时（每次运行都不同）；这里只展示表头。
table = averages.table(sort_by="cpu_time_total", row_limit=5)
print(table.splitlines()[1].split()[:3])
