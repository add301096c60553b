import torch

# 在没有 GPU 的机器上为另一个库申请缓冲区。
ptr = torch.cuda.caching_allocator_alloc(1024)
