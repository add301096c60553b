import torch

x = torch.zeros(2, 3, 4, 5)

torch.movedim(x, (0, 1), (3,))   # 两个源维度，一个目标维度
