import torch

axes = [torch.tensor([0, 1]), torch.tensor([10, 20, 30])]
print(torch.cartesian_prod(*axes).shape)
torch.cartesian_prod(axes)
