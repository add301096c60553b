import torch

n = torch.cuda.device_count()  # 仅 CPU 的构建上为 0，从不抛异常
print("visible CUDA devices:", n)
for i in range(n):  # 编号从 0 到 n - 1
    print(i, torch.cuda.get_device_name(i))
