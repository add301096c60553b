import torch

x = torch.zeros(2, 3, 4)
s = x.shape                   # 就是 x.size() 返回的那个对象
print(s, type(s).__mro__[1])  # tuple 的子类
print(len(s), s[-1], s.numel())
print(s[1:])                  # 切片后仍是 torch.Size
print(s + (5,))               # 元组拼接得到的同样是 torch.Size
print(torch.Size([2, 3]) == (2, 3))

batch, *rest = s              # 和普通元组一样可以解包
print(batch, rest)
print(torch.ones(s[1:]).shape)  # 凡是需要形状的地方都可以传入 torch.Size
