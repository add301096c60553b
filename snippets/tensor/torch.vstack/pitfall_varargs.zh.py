import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

torch.vstack(a, b)   # 张量必须放在一个列表或元组里传入
