import torch

device = torch.device("cuda")
x = torch.tensor([1e-39], device=device)     # 在打开该模式之前创建
print(torch.set_flush_denormal(True))
print((x * 1).cpu().view(torch.int32) != 0)   # GPU 照样按非规格化数计算
torch.set_flush_denormal(False)
