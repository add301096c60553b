import torch

# 仅限 GPU：越界的下标触发设备端断言。
x = torch.zeros(3, device="cuda")
try:
    x[torch.tensor([5], device="cuda")].sum().item()
except torch.AcceleratorError:
    print("caught, carrying on")
torch.ones(1, device="cuda").item()  # CUDA 上下文依然是坏的
