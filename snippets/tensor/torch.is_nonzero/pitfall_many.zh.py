import torch

flags = torch.tensor([0, 1, 0])
print(flags.any().item(), flags.count_nonzero().item())   # "是否有非零元素"的正确写法
torch.is_nonzero(flags)                                   # is_nonzero 要求恰好一个元素
