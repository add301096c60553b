import json

import torch
from torch.autograd import profiler

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(8, 4).to(device)
x = torch.randn(16, 8, device=device)

use_device = "cuda" if device.type == "cuda" else None
with profiler.profile(use_device=use_device, record_shapes=True) as prof:
    loss = model(x).sum()
    loss.backward()

# key_averages()：每个算子名一行 FunctionEventAvg。
averages = prof.key_averages()
names = {e.key for e in averages}
for op in ["aten::linear", "aten::addmm", "AddmmBackward0", "aten::sum"]:
    print(op, op in names)
print("addmm calls:", next(e.count for e in averages if e.key == "aten::addmm"))

# total_average()：把所有事件加在一起的一行。
total = prof.total_average()
print(type(total).__name__, total.key, total.count == len(prof.function_events))

# self_cpu_time_total 是属性：一个 float，单位微秒。
print(type(prof.self_cpu_time_total).__name__, prof.self_cpu_time_total > 0)

# export_chrome_trace() 写出 JSON 时间线，可用 chrome://tracing 或 Perfetto 打开。
prof.export_chrome_trace("trace.json")
with open("trace.json") as f:
    trace = json.load(f)
print("aten::addmm" in {event.get("name") for event in trace["traceEvents"]})
