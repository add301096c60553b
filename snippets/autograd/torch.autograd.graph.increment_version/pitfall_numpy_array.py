import torch
from torch.autograd.graph import increment_version

x = torch.ones(3, requires_grad=True)
h = x * 2
y = (h ** 2).sum()              # pow saves h for backward

arr = h.detach().numpy()        # shares memory with h
arr[0] = 100.0                  # autograd does not see this write
increment_version(arr)          # the array, not the tensor
