import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 记录日志的代码传入了本次运行的设备，而机器上没有 GPU
print(torch.cuda.memory_summary(device))
