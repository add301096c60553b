import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

torch.vstack(a, b)   # the tensors must come as one list or tuple
