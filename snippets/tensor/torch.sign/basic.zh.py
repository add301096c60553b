import torch

x = torch.tensor([-2.5, 0.0, -0.0, 3.0, float("nan")])

print(torch.sign(x))                       # -1, 0, 0, 1，而 NaN 变成了 0
print(torch.sign(torch.tensor([-3, 0, 5])))  # 整数保持原 dtype
print(torch.sgn(torch.tensor([3 + 4j])))   # 复数：z / |z|

w = torch.tensor([0.5, -2.0], requires_grad=True)
torch.sign(w).sum().backward()
print(w.grad)                              # sign 的梯度为零
