import torch

a = torch.ones(2, 3)
b = torch.ones(3, 4)
c = torch.ones(4, 5)
torch.linalg.multi_dot(a, b, c)   # 只改了函数名：multi_dot 要的是列表
