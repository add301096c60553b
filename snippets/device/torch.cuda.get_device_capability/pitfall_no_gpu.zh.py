import torch

# 无条件调用：在有 GPU 的机器上没问题，在其他机器上都会抛异常。
major, minor = torch.cuda.get_device_capability()
print(major, minor)
