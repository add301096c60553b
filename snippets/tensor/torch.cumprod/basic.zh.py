import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])
print(torch.cumprod(x, dim=1))          # 沿每行的累乘
print(x.cumprod(dim=0))                 # 沿列向下累乘

keep = torch.tensor([0.9, 0.8, 0.5])    # 每一步的存活概率
print(keep.cumprod(0))                  # 活到每一步的概率

p = torch.tensor([2.0, 0.0, 3.0, 4.0], requires_grad=True)
p.cumprod(0).sum().backward()
print(p.grad)                           # 含 0 也能准确求导：p[1] 的梯度为 2 + 2*3 + 2*3*4 = 32
