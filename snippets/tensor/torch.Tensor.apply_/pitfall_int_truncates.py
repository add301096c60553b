import torch

x = torch.tensor([1, 2, 3])
print(x.apply_(lambda v: v / 2))  # the float results are stored in an int64 tensor
print(torch.tensor([1, 2, 3]).float().apply_(lambda v: v / 2))
