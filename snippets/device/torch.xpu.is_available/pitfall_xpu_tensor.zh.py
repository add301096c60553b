import torch

# 为 Intel GPU 写的代码，在不支持 XPU 的构建上运行。
x = torch.ones(3).to("xpu")
