import torch

# 为 GPU 写的计算/传输重叠辅助代码，在仅 CPU 的机器上运行。
copy_stream = torch.cuda.Stream()
