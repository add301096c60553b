import torch

scales = torch.tensor([2.0, 3.0])

print(torch.block_diag(torch.eye(2), scales))   # a 1-D tensor is a (1, n) row block, not a diagonal
print(torch.block_diag(torch.eye(2), torch.diag(scales)))
