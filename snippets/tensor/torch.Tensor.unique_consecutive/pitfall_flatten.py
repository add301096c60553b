import torch

rows = torch.tensor([[1, 1], [1, 1], [2, 3]])
# nothing raises: without dim the tensor is flattened first
print(torch.unique_consecutive(rows))
print(torch.unique_consecutive(rows, dim=0))
