import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0, 3.0], device=device)
r = x.mul_(2)
print(x, r is x)

x.mul_(torch.tensor([1.0, 0.5, 0.0], device=device))  # 逐元素相乘，广播到 self 的形状
print(x)

# 在 autograd 之外原地衰减权重
w = torch.ones(2, 2, device=device, requires_grad=True)
with torch.no_grad():
    w.mul_(0.9)
print(w)

print(torch.ones(2, device=device).mul_(other=3))  # 关键字参数名是 `other`
