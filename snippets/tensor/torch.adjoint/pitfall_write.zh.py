import torch

z = torch.tensor([[1 + 1j, 2j], [3, 4]])
zh = z.H
zh[0, 1] = 7 + 7j  # 通过视图写进了 z[1, 0]，而且是共轭后的值
print(z)
