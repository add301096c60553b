import torch

x = torch.tensor([1.0, 2.0, 0.5, 10.0])
print(torch.digamma(x))                    # digamma(1) = -0.5772（欧拉常数的相反数）
print(torch.log(x) - 1 / (2 * x))          # x 较大时接近 log(x) - 1/(2x)

# digamma 是 lgamma 的导数
x.requires_grad_(True)
torch.lgamma(x).sum().backward()
print(x.grad)
print(torch.special.psi(x.detach()))       # 同一个函数
