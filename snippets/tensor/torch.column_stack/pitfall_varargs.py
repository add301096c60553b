import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
torch.column_stack(a, b)             # the tensors must be passed as one sequence
