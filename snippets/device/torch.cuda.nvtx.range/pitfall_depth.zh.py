import torch

# 没有挂上 Nsight Systems 之类的分析器时，NVTX 不做任何记账。
print(torch.cuda.nvtx.range_push("outer"), torch.cuda.nvtx.range_push("inner"))
print(torch.cuda.nvtx.range_pop(), torch.cuda.nvtx.range_pop())
print(torch.cuda.nvtx.range_pop())  # 多 pop 了一次：同样不报错
