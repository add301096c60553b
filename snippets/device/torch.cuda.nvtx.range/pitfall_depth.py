import torch

# Without a profiler such as Nsight Systems attached, NVTX does no bookkeeping.
print(torch.cuda.nvtx.range_push("outer"), torch.cuda.nvtx.range_push("inner"))
print(torch.cuda.nvtx.range_pop(), torch.cuda.nvtx.range_pop())
print(torch.cuda.nvtx.range_pop())  # one pop too many: no error either
