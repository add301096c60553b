import torch

x = torch.tensor([-1.5, 0.0, 2.0])
p = torch.positive(x)
print(p)                  # 值不变；就是一元 +
print(+x)                 # 运算符调用的就是它
print(p is x)             # 同一个张量对象，没有复制
