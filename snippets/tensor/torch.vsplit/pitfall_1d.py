import torch

v = torch.arange(6)
print(torch.tensor_split(v, 2))     # a 1-D tensor: use tensor_split or chunk
torch.vsplit(v, 2)
