import torch

available = torch.cuda.is_available()  # 询问驱动；不会初始化 CUDA
print("initialised after is_available():", torch.cuda.is_initialized())
if available:
    torch.cuda.init()  # 现在就完成 CUDA 初始化，而不是等到第一次 CUDA 调用
    print("initialised after init():", torch.cuda.is_initialized())
