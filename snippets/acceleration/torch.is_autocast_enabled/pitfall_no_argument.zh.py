import torch

with torch.autocast("cpu", dtype=torch.bfloat16):
    print(torch.is_autocast_enabled())         # 不传参数：只查询 CUDA
    print(torch.is_autocast_enabled("cpu"))    # 实际生效的是这个区域
