import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(3, dtype=torch.float32, device=device)
c = x.cpu()
print(c.device.type, c)
print(c is x)                 # x 原本就在 CPU 上时为 True，发生了复制时为 False

# 从 PyTorch 导出数据的常规做法：先脱离计算图，再移到 CPU，最后转 NumPy
w = torch.ones(2, requires_grad=True, device=device)
arr = (w * 3).detach().cpu().numpy()
print(arr, arr.dtype)
