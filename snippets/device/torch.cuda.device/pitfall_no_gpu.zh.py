import torch

gpu = torch.cuda.device(0)  # 构造时什么也不检查
with gpu:  # 进入时才切换 CUDA 设备
    x = torch.zeros(3)
