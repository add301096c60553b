import torch

x = torch.tensor([1, 4, 9, 16, 25])

print(torch.diff(x))                              # 即 x[1:] - x[:-1]
print(torch.diff(x, n=2))                         # 差分两次
print(x.diff(prepend=torch.tensor([0])))          # 与 x 长度相同

m = torch.tensor([[1, 2, 4],
                  [1, 1, 1]])
print(m.diff())                                   # 默认 dim=-1：沿每一行
print(m.diff(dim=0))                              # 在行与行之间

# 对 bool 张量，“差分”就是异或：值发生变化处为 True
print(torch.diff(torch.tensor([False, False, True, True, False])))
