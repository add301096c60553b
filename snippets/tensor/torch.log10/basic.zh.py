import torch

x = torch.tensor([1.0, 10.0, 1000.0, 0.01, 0.0])
print(torch.log10(x))                          # log10(0) = -inf

power = torch.tensor([1e-3, 2e-3])
ref = torch.tensor(1e-3)
print(10 * torch.log10(power / ref))           # 分贝
print(torch.log10(torch.tensor([100])).dtype)  # 整数输入：float32
