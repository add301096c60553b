import torch

# 仅限 GPU：这里不接受设备无关的流类型。
s = torch.Stream("cuda")
ptr = torch.cuda.caching_allocator_alloc(1024, stream=s)
