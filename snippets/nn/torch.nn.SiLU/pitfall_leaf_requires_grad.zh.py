import torch
from torch import nn

silu = nn.SiLU(inplace=True)

plain = torch.tensor([-1.0, 0.0, 2.0])   # 不需要梯度的叶子张量
silu(plain)
print(plain)                             # 被原地修改，没有任何报错

weight = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)   # 需要梯度的叶子张量
silu(weight)                                                  # 被拒绝
