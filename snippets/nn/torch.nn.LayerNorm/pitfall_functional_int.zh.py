import torch
import torch.nn.functional as F

x = torch.randn(2, 4)
print(torch.nn.LayerNorm(4)(x).shape)  # 模块接受 int
F.layer_norm(x, 4)  # 函数式接口要求 tuple/list
