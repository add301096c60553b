import torch

x = torch.tensor([-0.3, 0.3])
r = torch.round(x)                   # -0.3 舍入成 -0.
print(r, r < 0)                      # 用比较判断：没有负数
print(torch.signbit(r))              # -0. 的符号位是置上的
print(1 / r)                         # 这有影响：-inf 与 inf
