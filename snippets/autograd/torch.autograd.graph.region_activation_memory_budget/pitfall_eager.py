import torch
from torch.autograd.graph import region_activation_memory_budget

x = torch.ones(4, requires_grad=True)
# Plain eager code: there is no partitioner to read the budget
with region_activation_memory_budget(0.5):
    y = x.sin().cos()
