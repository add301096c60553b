import torch
import torch.nn.parallel.comm as comm

# 在没有 GPU 的机器上收集各设备的结果：它们都是 CPU 张量。
parts = [torch.zeros(2), torch.ones(2)]
merged = comm.gather(parts, destination=-1)
