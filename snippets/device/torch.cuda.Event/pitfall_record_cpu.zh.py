import torch

start = torch.cuda.Event(enable_timing=True)  # 构造是惰性的：此时还不报错
print(start)
start.record()  # 第一次 record 需要可用的 CUDA 设备
