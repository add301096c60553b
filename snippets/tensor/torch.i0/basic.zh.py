import torch

x = torch.tensor([0.0, 1.0, -1.0, 10.0])
print(torch.i0(x))                  # I0(0) = 1，偶函数
print(torch.special.i0e(x))         # exp(-|x|) * I0(x)，数值较小

# Kaiser 窗就是用 I0 构造的
beta = 8.0
n = torch.arange(5) / 4 * 2 - 1     # -1 .. 1
print(torch.i0(beta * torch.sqrt(1 - n**2)) / torch.i0(torch.tensor(beta)))
print(torch.kaiser_window(5, periodic=False, beta=beta))
