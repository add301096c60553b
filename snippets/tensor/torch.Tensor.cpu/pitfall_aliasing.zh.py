import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, device=device)
arr = x.cpu().numpy()      # 在 CPU 上，.cpu() 返回 x 本身，因此 arr 与 x 共享内存
arr[0] = 42.0
print(x.device.type, x[0].item())   # CPU 上为 42.0（x 被改了），CUDA 上为 0.0（arr 是副本）

safe = x.detach().cpu().clone().numpy()   # 始终是独立的副本
safe[1] = 7.0
print(x[1].item())
