import torch

x = torch.zeros(2, 3, 4)
src = (0, -3)            # 对三维张量来说，-3 也是第 0 维

torch.movedim(x, src, (1, 2))
