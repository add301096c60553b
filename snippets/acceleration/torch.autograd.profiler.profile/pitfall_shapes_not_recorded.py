import torch
from torch.autograd import profiler

a, b = torch.randn(4, 4), torch.randn(64, 64)
with profiler.profile() as prof:  # record_shapes is False by default
    a @ a
    b @ b

for e in prof.key_averages(group_by_input_shape=True):
    if e.key == "aten::mm":
        print(e.key, "count", e.count, "shapes", e.input_shapes)
