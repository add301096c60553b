import torch

# 仅限 GPU：清理逻辑被执行了两次。
ptr = torch.cuda.caching_allocator_alloc(1024)
torch.cuda.caching_allocator_delete(ptr)
torch.cuda.caching_allocator_delete(ptr)  # 这个块已经不在已分配状态
