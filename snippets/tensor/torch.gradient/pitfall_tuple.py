import torch

y = torch.tensor([0.0, 1.0, 4.0, 9.0])

dy = torch.gradient(y)  # a tuple holding one tensor, not a tensor
print(type(dy).__name__, len(dy))
print(dy.shape)
