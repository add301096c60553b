import torch
from torch.autograd import profiler

a, b = torch.randn(4, 4), torch.randn(64, 64)
with profiler.profile(record_shapes=True) as prof:
    a @ a
    b @ b

print([e.input_shapes for e in prof.function_events if e.name == "aten::mm"])
row = next(e for e in prof.key_averages() if e.key == "aten::mm")
print("averaged row:", repr(row.input_shapes), "count", row.count)
