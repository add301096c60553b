import torch

torch.manual_seed(0)
out = torch.nn.Linear(8, 2)(torch.randn(4, 8))
mean, raw = out[:, :1], out[:, 1:]
target = torch.randn(4, 1)

criterion = torch.nn.GaussianNLLLoss()
print(criterion(mean, target, torch.nn.functional.softplus(raw)))  # 方差为正：正常
criterion(mean, target, raw)  # 直接把线性层的输出当方差
