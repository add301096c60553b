import torch

n = torch.cuda.device_count()  # 0 on CPU-only builds, never raises
print("visible CUDA devices:", n)
for i in range(n):  # indices run from 0 to n - 1
    print(i, torch.cuda.get_device_name(i))
