import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")

b = torch.zeros(5, 2, 3, device=device)   # 5 个形状为 (2, 3) 的矩阵
r = b.T                                    # 反转所有维度：(3, 2, 5)，并给出警告
print(r.shape)
print(b.mT.shape)                          # (5, 3, 2)：这才是本意
