import torch

t = torch.arange(6).reshape(2, 3).t()    # 转置后：不连续
c = t.clone()
print(c.is_contiguous(), c.stride())     # clone 保留原步长
print(t.contiguous().view(-1))           # contiguous() 给出行优先的副本
c.view(-1)
