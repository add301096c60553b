import torch

flags = torch.tensor([0, 1, 0])
print(flags.any().item(), flags.count_nonzero().item())   # "is any element nonzero?" done right
torch.is_nonzero(flags)                                   # is_nonzero wants exactly one element
