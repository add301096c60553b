import torch

shape = torch.tensor([2, 3])        # 存在张量里的形状
print(torch.ones(shape.tolist()).shape)
torch.ones(shape)
