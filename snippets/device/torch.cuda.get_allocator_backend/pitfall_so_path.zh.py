import torch

# 分配器的库编译在另一个目录，而脚本从别的目录运行。
allocator = torch.cuda.CUDAPluggableAllocator("./my_alloc.so", "my_malloc", "my_free")
