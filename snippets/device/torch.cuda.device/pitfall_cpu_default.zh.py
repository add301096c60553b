import torch

# 仅限 GPU：选中一块 GPU 并不会改变新张量的默认位置。
with torch.cuda.device(0):
    a = torch.zeros(3)  # 没有 device 参数
    b = torch.zeros(3, device="cuda")
print(a.device, b.device)  # cpu cuda:0
