import torch
from torch.profiler import ProfilerActivity, profile, record_function

model = torch.nn.Sequential(torch.nn.Linear(256, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10))
x = torch.randn(64, 256)
target = torch.randint(0, 10, (64,))

with profile(activities=[ProfilerActivity.CPU]) as prof:
    with record_function("forward"):
        out = model(x)
    with record_function("loss+backward"):
        torch.nn.functional.cross_entropy(out, target).backward()

labels = {e.key: e.count for e in prof.key_averages() if e.key in ("forward", "loss+backward")}
print(labels)  # 每个标签在分析结果中占一行，包含其中的算子
