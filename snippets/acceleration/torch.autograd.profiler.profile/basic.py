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

# key_averages(): one FunctionEventAvg row per operator name.
averages = prof.key_averages()
names = {e.key for e in averages}
for op in ["aten::linear", "aten::addmm", "AddmmBackward0", "aten::sum"]:
    print(op, op in names)
print("addmm calls:", next(e.count for e in averages if e.key == "aten::addmm"))

# total_average(): a single row that adds up every event.
total = prof.total_average()
print(type(total).__name__, total.key, total.count == len(prof.function_events))

# self_cpu_time_total is a property: a float, in microseconds.
print(type(prof.self_cpu_time_total).__name__, prof.self_cpu_time_total > 0)

# export_chrome_trace() writes a JSON timeline for chrome://tracing or Perfetto.
prof.export_chrome_trace("trace.json")
with open("trace.json") as f:
    trace = json.load(f)
print("aten::addmm" in {event.get("name") for event in trace["traceEvents"]})
