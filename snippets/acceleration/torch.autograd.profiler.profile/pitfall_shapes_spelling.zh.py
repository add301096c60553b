import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile(record_shapes=True) as prof:
    x @ x

# EventList.key_averages 的参数写作 group_by_input_shapes，profile 的同名方法却不是。
averages = prof.key_averages(group_by_input_shapes=True)
