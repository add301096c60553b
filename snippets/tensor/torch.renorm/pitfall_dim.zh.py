import torch
import torch.nn.functional as F

w = torch.tensor([[3.0, 4.0],
                  [6.0, 8.0]])
print(w.renorm(2, 1, 1.0))              # dim=1：被限制的是每一列 w[:, j]，不是每一行
print(w.renorm(2, 0, 1.0))              # dim=0：限制每一行 w[i]
print(F.normalize(w, dim=1))            # normalize 的 dim 是求范数所沿的维度
