import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
torch.column_stack(a, b)             # 张量必须放在一个序列里传入
