import torch

rows = [torch.ones(3), torch.zeros(3)]
print(torch.stack(rows).shape)      # join tensors with stack
torch.as_tensor(rows)               # as_tensor converts elements to Python scalars
