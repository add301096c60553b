import torch
from torch.autograd import profiler

x = torch.randn(4, 4)
with profiler.profile(record_shapes=True) as prof:
    x @ x

# EventList.key_averages spells it group_by_input_shapes; profile's method does not.
averages = prof.key_averages(group_by_input_shapes=True)
