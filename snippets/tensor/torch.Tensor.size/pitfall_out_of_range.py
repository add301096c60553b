import torch

x = torch.zeros(2, 3, 4)
print(x.size(-1))   # last dimension
x.size(3)           # dims are 0-based: valid range is [-3, 2]
