import torch

x = torch.tensor([1, 2, 3, 4])
print((x > 1) & (x < 4))     # 加括号：得到 bool 掩码
x > 1 & x < 4                # & 优先级更高：x > (1 & x) < 4，成了链式比较
