import torch

e = torch.Event(enable_timing=True)  # 不给 device：取构建所带的加速器类型，即使没有 GPU
print(e.device)
e.record()
